import { AreaLanding } from '../../screens/AreaLanding';

/** The landing screen of the pm area. */
export function Component() {
  return <AreaLanding area="pm" />;
}
