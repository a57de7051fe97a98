import { AreaLanding } from '../../screens/AreaLanding';

/** The landing screen of the livemap area. */
export function Component() {
  return <AreaLanding area="livemap" />;
}
