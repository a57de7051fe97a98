import { AreaLanding } from '../../screens/AreaLanding';

/** The landing screen of the invoicequeues area. */
export function Component() {
  return <AreaLanding area="invoicequeues" />;
}
