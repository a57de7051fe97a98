import { AreaLanding } from '../../screens/AreaLanding';

/** The landing screen of the form area. */
export function Component() {
  return <AreaLanding area="form" />;
}
