import { AreaLanding } from '../../screens/AreaLanding';

/** The landing screen of the workflow area. */
export function Component() {
  return <AreaLanding area="workflow" />;
}
