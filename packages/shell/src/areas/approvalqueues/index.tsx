import { AreaLanding } from '../../screens/AreaLanding';

/** The landing screen of the approvalqueues area. */
export function Component() {
  return <AreaLanding area="approvalqueues" />;
}
