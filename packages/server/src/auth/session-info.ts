import type { SessionInfo } from '@fieldkit/core/contract';
import type { Db } from '../db/schema';

/** The company's default language: the lowest language id it offers. */
async function companyLanguage(db: Db, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('company_languages')
    .select('language_id')
    .where('company_id', '=', companyId)
    .orderBy('language_id')
    .executeTakeFirst();
  return row?.language_id ?? 1;
}

/** The session information of a login, as the shell reads it. */
export async function readSessionInfo(db: Db, loginId: number, sessionId: string): Promise<SessionInfo> {
  const row = await db
    .selectFrom('users')
    .innerJoin('companies', 'companies.company_id', 'users.company_id')
    .selectAll('users')
    .select(['companies.logo_path', 'companies.is_lat_lon_based'])
    .where('users.login_id', '=', loginId)
    .executeTakeFirstOrThrow();
  const culture = await db
    .selectFrom('company_languages')
    .select('culture')
    .where('company_id', '=', row.company_id)
    .where('language_id', '=', row.language_id)
    .executeTakeFirst();
  const previous = await db
    .selectFrom('sessions')
    .select('created_at')
    .where('login_id', '=', loginId)
    .where('session_id', '!=', sessionId)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  const cultureName = culture?.culture ?? 'en-GB';
  return {
    CompanyId: row.company_id,
    LoginId: row.login_id,
    UserName: row.username,
    DisplayName: row.display_name,
    CurrentLangId: row.language_id,
    LanguageId: await companyLanguage(db, row.company_id),
    Resource: cultureName,
    ThemeId: row.theme_id,
    MaxRoleGroup: row.role_group,
    VendorId: row.vendor_id,
    TimeZoneId: row.time_zone_id,
    IsTech: row.is_tech === 1,
    IsManager: row.is_manager === 1,
    HasAccessToAllRegions: row.has_access_to_all_regions === 1,
    HasAccessToAllWorkTypes: row.has_access_to_all_work_types === 1,
    HomePageId: row.home_page_id,
    ReturnURL: '',
    MapId: row.map_id,
    LogoPath: row.logo_path,
    Culture: cultureName,
    LicenseExpired: row.license_expires,
    PasswordExpired: row.password_expires,
    IsLatLonBased: row.is_lat_lon_based === 1,
    LastLogin: previous?.created_at ?? null,
  };
}
