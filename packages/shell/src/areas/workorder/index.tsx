import { AreaLanding } from '../../screens/AreaLanding';

/** The landing screen of the workorder area. */
export function Component() {
  return <AreaLanding area="workorder" />;
}
