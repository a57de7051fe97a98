import { AreaLanding } from '../../screens/AreaLanding';

/** The landing screen of the inventory area. */
export function Component() {
  return <AreaLanding area="inventory" />;
}
