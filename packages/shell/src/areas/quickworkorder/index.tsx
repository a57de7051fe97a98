import { AreaLanding } from '../../screens/AreaLanding';

/** The landing screen of the quickworkorder area. */
export function Component() {
  return <AreaLanding area="quickworkorder" />;
}
