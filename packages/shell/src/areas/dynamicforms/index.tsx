import { AreaLanding } from '../../screens/AreaLanding';

/** The landing screen of the dynamicforms area. */
export function Component() {
  return <AreaLanding area="dynamicforms" />;
}
