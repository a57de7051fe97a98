import type { Contract, ReleaseNote } from '@fieldkit/core/contract';
import { hashPassword, verifyPassword } from '../../auth/password';
import { PASSWORD_CHANGED } from '../../auth/sessions';
import type { Db } from '../../db/schema';
import { visibleAlerts } from '../../features/sms/visible-alerts';
import { HttpError } from '../errors';
import { type AssistantSource, answerFrom } from './assistant-answer';
import { callerUser, isSiteAdmin } from './caller-user';
import { isInt32 } from './int32';
import { buildMenuTree } from './menu-tree';
import { requireView } from './rights';
import { type GroupHandlers, signedIn } from './types';

async function releaseNotes(db: Db): Promise<ReleaseNote[]> {
  const rows = await db.selectFrom('release_notes').selectAll().orderBy('release_date', 'desc').execute();
  return rows.map((r) => ({
    ReleaseNoteId: r.release_note_id,
    Version: r.version,
    Title: r.title,
    Body: r.body,
    ReleaseDate: r.release_date,
    BadgeDays: r.badge_days,
  }));
}

async function companyRows(db: Db, companyId?: number) {
  let query = db
    .selectFrom('companies')
    .leftJoin('users', 'users.company_id', 'companies.company_id')
    .select(['companies.company_id', 'companies.company_name', 'companies.unique_id'])
    .select((eb) => eb.fn.count<number>('users.login_id').as('user_count'))
    .groupBy(['companies.company_id', 'companies.company_name', 'companies.unique_id'])
    .orderBy('companies.company_id');
  if (companyId !== undefined) query = query.where('companies.company_id', '=', companyId);
  const rows = await query.execute();
  return rows.map((r) => ({
    CompanyId: r.company_id,
    CompanyName: r.company_name,
    UniqueId: r.unique_id,
    UserCount: Number(r.user_count),
  }));
}

/** Release notes, the assistant, SMS and e-mail alerts, report dashboards, companies, users and passwords. */
export const shellHandlers: GroupHandlers<Contract['shell']> = {
  async getReleaseNotes({ caller }, { db }) {
    signedIn(caller);
    return releaseNotes(db);
  },

  async askAssistant({ caller, body }, { db }) {
    const me = signedIn(caller);
    const user = await callerUser(db, me);
    const menus = await db
      .selectFrom('menus')
      .selectAll()
      .where('company_id', '=', me.companyId)
      .where('language_id', '=', user.language_id)
      .where('min_role_group', '<=', user.role_group)
      .orderBy('sort_order')
      .execute();
    const sources: AssistantSource[] = [];
    const walk = (items: ReturnType<typeof buildMenuTree>, path: string[]) => {
      for (const item of items) {
        const trail = [...path, item.MenuName];
        if (item.UiPageName)
          sources.push({ label: item.MenuName, url: item.UiPageName, text: trail.join(' ') });
        walk(item.Childrens, trail);
      }
    };
    walk(buildMenuTree(menus), []);
    for (const note of await releaseNotes(db)) {
      sources.push({
        label: `Release ${note.Version}: ${note.Title}`,
        url: '/home/release',
        text: note.Body,
      });
    }
    return answerFrom(body.Question, sources);
  },

  async getSmsEmailCount({ caller, body }, { db }) {
    const me = signedIn(caller);
    const row = await db
      .selectFrom('received_alerts')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(visibleAlerts(me))
      .where('alert_type', '=', body.Type)
      .where('is_read', '=', 0)
      .executeTakeFirst();
    return { Count: Number(row?.count ?? 0) };
  },

  async getSmsEmailReceivedLog({ caller, body }, { db }) {
    const me = signedIn(caller);
    const rows = await db
      .selectFrom('received_alerts')
      .selectAll()
      .where(visibleAlerts(me))
      .where('alert_type', '=', body.Type)
      .orderBy('recvd_date', 'desc')
      .execute();
    return rows.map((r) => ({
      AlertId: r.alert_id,
      RecvdDate: r.recvd_date,
      Filepath: r.filepath,
      FromAddress: r.from_address,
      DisplayName: r.display_name,
      Content: r.content,
      IsRead: r.is_read === 1,
      SenderVerified: r.sender_verified === 1,
    }));
  },

  async getReportDashboard({ caller, params }, { db }) {
    const me = signedIn(caller);
    if (!isInt32(params.dashboardId)) throw new HttpError(404, 'Dashboard not found.');
    const row = await db
      .selectFrom('report_dashboards')
      .selectAll()
      .where('company_id', '=', me.companyId)
      .where('dashboard_id', '=', params.dashboardId)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'Dashboard not found.');
    const { role_group } = await callerUser(db, me);
    if (role_group < row.min_role_group)
      throw new HttpError(
        403,
        `This dashboard is for role group ${row.min_role_group} and above; yours is ${role_group}.`,
      );
    return {
      DashboardId: row.dashboard_id,
      Name: row.name,
      Description: row.description,
      Widgets: JSON.parse(row.widgets) as Array<{ Title: string; Value: string }>,
    };
  },

  async getCompanyList({ caller }, { db }) {
    const me = signedIn(caller);
    const user = await callerUser(db, me);
    return companyRows(db, isSiteAdmin(user) ? undefined : me.companyId);
  },

  async getCompanyRecord({ caller, params }, { db }) {
    const me = signedIn(caller);
    const user = await callerUser(db, me);
    // Another company's record is answered as missing, so that ids of other tenants are not confirmed.
    if (!isInt32(params.id) || (params.id !== me.companyId && !isSiteAdmin(user)))
      throw new HttpError(404, 'Company not found.');
    const [row] = await companyRows(db, params.id);
    if (!row) throw new HttpError(404, 'Company not found.');
    return row;
  },

  async getUserDetails({ caller, params }, { db }) {
    const me = signedIn(caller);
    if (!isInt32(params.loginId)) throw new HttpError(404, 'User not found.');
    // One's own profile is open to everyone; another user's details are an admin screen's data.
    if (params.loginId !== me.loginId) await requireView(db, me);
    const row = await db
      .selectFrom('users')
      .selectAll()
      .where('company_id', '=', me.companyId)
      .where('login_id', '=', params.loginId)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'User not found.');
    return {
      LoginId: row.login_id,
      CompanyId: row.company_id,
      UserName: row.username,
      DisplayName: row.display_name,
      MaxRoleGroup: row.role_group,
      IsTech: row.is_tech === 1,
      IsManager: row.is_manager === 1,
      ThemeId: row.theme_id,
      LanguageId: row.language_id,
      TimeZoneId: row.time_zone_id,
      LastLogin: row.last_login,
    };
  },

  async changePassword({ caller, body }, { db, sessions }) {
    const me = signedIn(caller);
    const user = await callerUser(db, me);
    if (!(await verifyPassword(body.CurrentPassword, user.password_hash, user.password_salt)))
      throw new HttpError(400, 'The current password is wrong.');
    const { hash, salt } = await hashPassword(body.NewPassword);
    await db
      .updateTable('users')
      .set({ password_hash: hash, password_salt: salt })
      .where('login_id', '=', me.loginId)
      .execute();
    // Whoever signed in with the old password (another browser, a stolen session) is signed out.
    await sessions.endOthers(me, PASSWORD_CHANGED);
    return { Success: true };
  },
};
