import type { Contract } from '@fieldkit/core/contract';
import { HttpError } from '../errors';
import { isInt32 } from './int32';
import { buildMenuTree } from './menu-tree';
import { type GroupHandlers, signedIn } from './types';

/** Company details, settings, languages, quick search options, logo, privileges and menus, from the store. */
export const companyHandlers: GroupHandlers<Contract['company']> = {
  async getCompanyDetails({ caller }, { db }) {
    const me = signedIn(caller);
    const c = await db
      .selectFrom('companies')
      .selectAll()
      .where('company_id', '=', me.companyId)
      .executeTakeFirst();
    if (!c) throw new HttpError(404, 'Company not found.');
    return {
      CompanyId: c.company_id,
      CompanyName: c.company_name,
      UniqueId: c.unique_id,
      EnableS3Storage: c.enable_s3_storage === 1,
      ShowOnlyCrewInTechFilter: c.show_only_crew_in_tech_filter === 1,
      EnablePreferVendorForCustomer: c.enable_prefer_vendor_for_customer === 1,
      IsTaxEnabled: c.is_tax_enabled === 1,
      IsQuoteEnabled: c.is_quote_enabled === 1,
      IsPolygonRegion: c.is_polygon_region === 1,
    };
  },

  async getSystemSettings({ caller, body }, { db }) {
    const me = signedIn(caller);
    const ids = body.SettingIds.filter(isInt32);
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('company_settings')
      .select(['setting_id', 'setting_value'])
      .where('company_id', '=', me.companyId)
      .where('setting_id', 'in', ids)
      .orderBy('setting_id')
      .execute();
    return rows.map((r) => ({ SettingId: r.setting_id, SettingValue: r.setting_value }));
  },

  // Its right is declared (`needs`) and checked before the input is read.
  async getCompanySettings({ caller }, { db }) {
    const me = signedIn(caller);
    const rows = await db
      .selectFrom('company_settings')
      .select(['setting_id', 'setting_value'])
      .where('company_id', '=', me.companyId)
      .orderBy('setting_id')
      .execute();
    return rows.map((r) => ({ SettingId: r.setting_id, SettingValue: r.setting_value }));
  },

  async getCompanyLanguages({ caller }, { db }) {
    const me = signedIn(caller);
    const rows = await db
      .selectFrom('company_languages')
      .selectAll()
      .where('company_id', '=', me.companyId)
      .orderBy('language_id')
      .execute();
    return rows.map((r) => ({ LanguageID: r.language_id, Language: r.language, Culture: r.culture }));
  },

  async getQuickSearchOptions({ caller }, { db }) {
    const me = signedIn(caller);
    const rows = await db
      .selectFrom('quick_search_options')
      .selectAll()
      .where('company_id', '=', me.companyId)
      .orderBy('quick_search_id')
      .execute();
    return rows.map((r) => ({ QuickSearchID: r.quick_search_id, QuickSearchBy: r.quick_search_by }));
  },

  async getCompanyLogo({ caller }, { db }) {
    const me = signedIn(caller);
    const c = await db
      .selectFrom('companies')
      .select(['logo_path', 'logo_svg'])
      .where('company_id', '=', me.companyId)
      .executeTakeFirst();
    if (!c) throw new HttpError(404, 'Company not found.');
    // The stored logo wins over the requested path: a path is never read from disk on a client's say-so.
    return {
      attachment: Buffer.from(c.logo_svg).toString('base64'),
      fileName: c.logo_path.split('/').pop() ?? 'logo.svg',
    };
  },

  async getChildPrivileges({ caller, body }, { db }) {
    const me = signedIn(caller);
    let query = db.selectFrom('privileges').selectAll().where('login_id', '=', me.loginId);
    if (body.ModuleIds.length > 0) {
      const ids = body.ModuleIds.filter(isInt32);
      if (ids.length === 0) return [];
      query = query.where('module_id', 'in', ids);
    }
    const rows = await query.orderBy('module_id').execute();
    return rows.map((r) => ({
      ModuleId: r.module_id,
      ModuleName: r.module_name,
      CanView: r.can_view === 1,
      CanAdd: r.can_add === 1,
      CanEdit: r.can_edit === 1,
      CanDelete: r.can_delete === 1,
    }));
  },

  async getMenuItems({ caller, params }, { db }) {
    const me = signedIn(caller);
    if (!isInt32(params.languageId)) return [];
    const user = await db
      .selectFrom('users')
      .select('role_group')
      .where('login_id', '=', me.loginId)
      .executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom('menus')
      .selectAll()
      .where('company_id', '=', me.companyId)
      .where('language_id', '=', params.languageId)
      .where('min_role_group', '<=', user.role_group)
      .orderBy('sort_order')
      .execute();
    return buildMenuTree(rows);
  },
};
