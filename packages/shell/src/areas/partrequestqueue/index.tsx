import { AreaLanding } from '../../screens/AreaLanding';

/** The landing screen of the partrequestqueue area. */
export function Component() {
  return <AreaLanding area="partrequestqueue" />;
}
