import { AreaLanding } from '../../screens/AreaLanding';

/** The landing screen of the dataimport area. */
export function Component() {
  return <AreaLanding area="dataimport" />;
}
