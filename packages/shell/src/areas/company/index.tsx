import { AreaLanding } from '../../screens/AreaLanding';

/** The landing screen of the company area. */
export function Component() {
  return <AreaLanding area="company" />;
}
