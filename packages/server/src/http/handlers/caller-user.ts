import type { Caller } from '../../auth/sessions';
import type { Db } from '../../db/schema';

/** The stored user behind a caller: the flags a search applies come from here, never from the request. */
export async function callerUser(db: Db, caller: Caller) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('login_id', '=', caller.loginId)
    .where('company_id', '=', caller.companyId)
    .executeTakeFirstOrThrow();
}

/** Site administrators (role group 9, or any user of company 1) see every company. */
export function isSiteAdmin(user: { role_group: number; company_id: number }): boolean {
  return user.role_group === 9 || user.company_id === 1;
}
