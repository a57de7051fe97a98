import { AreaLanding } from '../../screens/AreaLanding';

/** The landing screen of the dispatch area. */
export function Component() {
  return <AreaLanding area="dispatch" />;
}
