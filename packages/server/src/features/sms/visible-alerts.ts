import type { ExpressionBuilder } from 'kysely';
import type { Caller } from '../../auth/sessions';
import type { Database } from '../../db/schema';

/**
 * Which SMS and e-mail alerts a user sees: their company's, those addressed to them or to the whole company (an SMS
 * to its number, a mail to its inbox), never another user's; a vendor's user sees only what concerns their vendor.
 */
export function visibleAlerts(me: Caller) {
  return (eb: ExpressionBuilder<Database, 'received_alerts'>) => {
    const myVendor = eb
      .selectFrom('users')
      .select('users.vendor_id')
      .where('users.login_id', '=', me.loginId);
    return eb.and([
      eb('received_alerts.company_id', '=', me.companyId),
      eb('received_alerts.login_id', 'in', [0, me.loginId]),
      eb.or([eb(myVendor, '=', 0), eb('received_alerts.vendor_id', '=', myVendor)]),
    ]);
  };
}
