import { AreaLanding } from '../../screens/AreaLanding';

/** The landing screen of the quote area. */
export function Component() {
  return <AreaLanding area="quote" />;
}
