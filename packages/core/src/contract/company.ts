import * as z from 'zod/mini';
import { endpoint, SYSTEM_SETTINGS_MODULE } from './define';
import {
  CompanyDetails,
  CompanyLanguage,
  CompanyLogo,
  MenuItem,
  Privilege,
  pathId,
  QuickSearchOption,
  SettingValue,
} from './entities';

const companyParams = z.object({ companyId: pathId });
const ids = z.array(z.number().check(z.int(), z.nonnegative())).check(z.maxLength(200));

/** Company details, settings, languages, quick search options, menus and privileges of the admin service. */
export const company = {
  /** The company fields the shell reads. */
  getCompanyDetails: endpoint({
    service: 'admin',
    method: 'GET',
    path: 'Company/GetCompanyDetails/{companyId}',
    access: 'token',
    params: companyParams,
    response: CompanyDetails,
  }),
  /** Values of the named system settings of a company; a setting without a value is left out. */
  getSystemSettings: endpoint({
    service: 'admin',
    method: 'POST',
    path: 'Company/GetSystemSettings',
    access: 'token',
    body: z.object({ CompanyId: z.number().check(z.int()), SettingIds: ids }),
    response: z.array(SettingValue),
  }),
  /**
   * Every system setting of a company, for the system settings screen: only for a login with the view right on
   * Administration Setup System Settings (403 otherwise).
   */
  getCompanySettings: endpoint({
    service: 'admin',
    method: 'GET',
    path: 'Company/GetCompanySettings/{companyId}',
    access: 'token',
    needs: { viewRight: SYSTEM_SETTINGS_MODULE },
    params: companyParams,
    response: z.array(SettingValue),
  }),
  /** The languages a company offers. */
  getCompanyLanguages: endpoint({
    service: 'admin',
    method: 'GET',
    path: 'Company/GetCompanyLanguages/{companyId}',
    access: 'token',
    params: companyParams,
    response: z.array(CompanyLanguage),
  }),
  /** The quick search types a company offers, with their labels. */
  getQuickSearchOptions: endpoint({
    service: 'admin',
    method: 'GET',
    path: 'Company/GetQuickSearchOptions/{companyId}',
    access: 'token',
    params: companyParams,
    response: z.array(QuickSearchOption),
  }),
  /** The company logo as base64 with its file name. */
  getCompanyLogo: endpoint({
    service: 'admin',
    method: 'GET',
    path: 'Company/GetCompanyLogo/{companyId}',
    access: 'token',
    params: companyParams,
    query: z.object({ logoPath: z.optional(z.string().check(z.maxLength(300))) }),
    response: CompanyLogo,
  }),
  /** Rights of a login on the named modules. */
  getChildPrivileges: endpoint({
    service: 'admin',
    method: 'POST',
    path: 'Privilege/GetChildPrivileges',
    access: 'token',
    body: z.object({
      CompanyId: z.number().check(z.int()),
      LoginId: z.number().check(z.int()),
      ModuleIds: ids,
    }),
    ownLogin: ['LoginId'],
    response: z.array(Privilege),
  }),
  /** The menu tree of a login in a language (empty when the language has no menu). */
  getMenuItems: endpoint({
    service: 'admin',
    method: 'GET',
    path: 'Menu/GetMenuItems/{companyId}/{loginId}/{languageId}',
    access: 'token',
    params: z.object({ companyId: pathId, loginId: pathId, languageId: pathId }),
    ownLogin: ['loginId'],
    response: z.array(MenuItem),
  }),
};
