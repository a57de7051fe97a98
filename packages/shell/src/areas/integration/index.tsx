import { AreaLanding } from '../../screens/AreaLanding';

/** The landing screen of the integration area. */
export function Component() {
  return <AreaLanding area="integration" />;
}
