import { type ModuleRight, type Needs, SYSTEM_SETTINGS_MODULE } from '@fieldkit/core/contract';
import type { Caller } from '../../auth/sessions';
import type { Db } from '../../db/schema';
import { HttpError } from '../errors';

/**
 * The right the admin screens need (system settings, another user's details): the view right on Administration
 * Setup System Settings, the same one that shows the Settings item of the profile menu.
 */
export const ADMIN_MODULE = SYSTEM_SETTINGS_MODULE;

/** Whether the caller holds the view right on a module, read from the store on every call. */
export async function canView(db: Db, caller: Caller, moduleId: number): Promise<boolean> {
  const row = await db
    .selectFrom('privileges')
    .select('can_view')
    .where('login_id', '=', caller.loginId)
    .where('module_id', '=', moduleId)
    .executeTakeFirst();
  return row?.can_view === 1;
}

/** Refuses (403, naming the missing right) a caller without the view right on a module. */
export async function requireView(db: Db, caller: Caller, module: ModuleRight = ADMIN_MODULE): Promise<void> {
  if (!(await canView(db, caller, module.id)))
    throw new HttpError(403, `This needs the view right on ${module.name}.`);
}

/** Refuses (403) a caller without what a route declares it needs (`Endpoint.needs`). */
export async function requireNeeds(db: Db, caller: Caller, needs: Needs): Promise<void> {
  await requireView(db, caller, needs.viewRight);
}
