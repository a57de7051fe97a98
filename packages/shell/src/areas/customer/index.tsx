import { AreaLanding } from '../../screens/AreaLanding';

/** The landing screen of the customer area. */
export function Component() {
  return <AreaLanding area="customer" />;
}
