import type { VideoChatUser } from '@fieldkit/core/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/schema';

/** The people of a company but one, as the video widget lists them: by display name (case-insensitive), a page. */
export async function peoplePage(
  db: Db,
  companyId: number,
  exceptLoginId: number,
  startRecord: number,
  endRecord: number,
  isOnline: (loginId: number) => boolean,
): Promise<{ Users: VideoChatUser[]; TotalRecord: number }> {
  const colleagues = db
    .selectFrom('users')
    .where('users.company_id', '=', companyId)
    .where('users.login_id', '<>', exceptLoginId);
  const [rows, total] = await Promise.all([
    colleagues
      .leftJoin('chat_profiles', 'chat_profiles.login_id', 'users.login_id')
      .select(['users.login_id', 'users.display_name', 'chat_profiles.email', 'chat_profiles.profile_pic'])
      .orderBy(sql`lower(users.display_name)`)
      .orderBy('users.login_id')
      .limit(endRecord - startRecord + 1)
      .offset(startRecord - 1)
      .execute(),
    colleagues.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    Users: rows.map((r) => ({
      LoginId: r.login_id,
      DisplayName: r.display_name,
      // The picture itself is a thumbnail's (GetVideoChatThumbnails): the path only says there is one.
      PhotoPath: r.profile_pic ? `${r.login_id}.png` : '',
      Email: r.email ?? '',
      StatusId: isOnline(r.login_id) ? 2 : 1,
    })),
    TotalRecord: Number(total.n),
  };
}

/** The pictures (base64 PNG, '' for none) of the logins asked for that are of the company; others are left out. */
export async function pictures(
  db: Db,
  companyId: number,
  loginIds: number[],
): Promise<Array<{ LoginId: number; attachment: string }>> {
  const rows = await db
    .selectFrom('users')
    .leftJoin('chat_profiles', 'chat_profiles.login_id', 'users.login_id')
    .select(['users.login_id', 'chat_profiles.profile_pic'])
    .where('users.company_id', '=', companyId)
    .where('users.login_id', 'in', loginIds)
    .execute();
  const byId = new Map(rows.map((r) => [r.login_id, r.profile_pic ?? '']));
  return [...new Set(loginIds)]
    .filter((id) => byId.has(id))
    .map((id) => ({ LoginId: id, attachment: byId.get(id)! }));
}
