import { AreaLanding } from '../../screens/AreaLanding';

/** The landing screen of the optimization area. */
export function Component() {
  return <AreaLanding area="optimization" />;
}
