import { AreaLanding } from '../../screens/AreaLanding';

/** The landing screen of the admin area. */
export function Component() {
  return <AreaLanding area="admin" />;
}
