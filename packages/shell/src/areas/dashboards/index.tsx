import { AreaLanding } from '../../screens/AreaLanding';

/** The landing screen of the dashboards area. */
export function Component() {
  return <AreaLanding area="dashboards" />;
}
