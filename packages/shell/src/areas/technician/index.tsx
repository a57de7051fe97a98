import { AreaLanding } from '../../screens/AreaLanding';

/** The landing screen of the technician area. */
export function Component() {
  return <AreaLanding area="technician" />;
}
