import { AreaLanding } from '../../screens/AreaLanding';

/** The landing screen of the customview area. */
export function Component() {
  return <AreaLanding area="customview" />;
}
