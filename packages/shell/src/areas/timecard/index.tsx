import { AreaLanding } from '../../screens/AreaLanding';

/** The landing screen of the timecard area. */
export function Component() {
  return <AreaLanding area="timecard" />;
}
