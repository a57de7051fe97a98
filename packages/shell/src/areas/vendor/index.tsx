import { AreaLanding } from '../../screens/AreaLanding';

/** The landing screen of the vendor area. */
export function Component() {
  return <AreaLanding area="vendor" />;
}
