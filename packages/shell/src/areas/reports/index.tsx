import { AreaLanding } from '../../screens/AreaLanding';

/** The landing screen of the reports area. */
export function Component() {
  return <AreaLanding area="reports" />;
}
