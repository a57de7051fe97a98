import * as z from 'zod/mini';
import { _coercedNumber } from 'zod/v4/core';

const id = z.number().check(z.int());
/**
 * Identifier in a path segment: digits only, read as a number. Built as `z.coerce.number()` builds it: `z.coerce` is
 * a namespace object, and reading it bundles every coerced type (string, boolean, bigint, date) with it.
 */
export const pathId = _coercedNumber<z.ZodMiniNumber<unknown>>(z.ZodMiniNumber).check(
  z.int(),
  z.nonnegative(),
);

/** Session information read by the shell (spec: shell-and-platform section 3). */
export const SessionInfo = z.object({
  CompanyId: id,
  LoginId: id,
  UserName: z.string(),
  DisplayName: z.string(),
  CurrentLangId: id,
  LanguageId: id,
  Resource: z.string(),
  ThemeId: id,
  MaxRoleGroup: id,
  VendorId: id,
  TimeZoneId: z.string(),
  IsTech: z.boolean(),
  IsManager: z.boolean(),
  HasAccessToAllRegions: z.boolean(),
  HasAccessToAllWorkTypes: z.boolean(),
  HomePageId: id,
  ReturnURL: z.string(),
  MapId: id,
  LogoPath: z.string(),
  Culture: z.string(),
  /** Licence expiry day (yyyy-MM-dd), or null when the licence does not expire. */
  LicenseExpired: z.nullable(z.string()),
  /** Password expiry day (yyyy-MM-dd), or null when the password does not expire. */
  PasswordExpired: z.nullable(z.string()),
  IsLatLonBased: z.boolean(),
  /** Last sign-in before this one (ISO date-time), or null on a first sign-in. */
  LastLogin: z.nullable(z.string()),
});
export type SessionInfo = z.infer<typeof SessionInfo>;

/** Company fields read by the shell. */
export const CompanyDetails = z.object({
  CompanyId: id,
  CompanyName: z.string(),
  UniqueId: z.string(),
  EnableS3Storage: z.boolean(),
  ShowOnlyCrewInTechFilter: z.boolean(),
  EnablePreferVendorForCustomer: z.boolean(),
  IsTaxEnabled: z.boolean(),
  IsQuoteEnabled: z.boolean(),
  IsPolygonRegion: z.boolean(),
});
export type CompanyDetails = z.infer<typeof CompanyDetails>;

/** The access token and the session it opens. */
export const TokenGrant = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Seconds from issue to expiry. */
  expires_in: z.number(),
  /** Expiry instant, milliseconds since the epoch. */
  expires_at: z.number(),
  session: SessionInfo,
});
export type TokenGrant = z.infer<typeof TokenGrant>;

export const SettingValue = z.object({ SettingId: id, SettingValue: z.string() });
export type SettingValue = z.infer<typeof SettingValue>;

export const CompanyLanguage = z.object({ LanguageID: id, Language: z.string(), Culture: z.string() });
export type CompanyLanguage = z.infer<typeof CompanyLanguage>;

export const QuickSearchOption = z.object({ QuickSearchID: id, QuickSearchBy: z.string() });
export type QuickSearchOption = z.infer<typeof QuickSearchOption>;

export interface MenuItem {
  MenuId: number;
  MenuName: string;
  ParentMenuId: number;
  UiPageName: string;
  Icon: string;
  IsExternal: boolean;
  ActClass: string;
  Childrens: MenuItem[];
}
export const MenuItem: z.ZodMiniType<MenuItem> = z.object({
  MenuId: id,
  MenuName: z.string(),
  ParentMenuId: id,
  UiPageName: z.string(),
  Icon: z.string(),
  IsExternal: z.boolean(),
  ActClass: z.string(),
  get Childrens() {
    return z.array(MenuItem);
  },
});

export const Privilege = z.object({
  ModuleId: id,
  ModuleName: z.string(),
  CanView: z.boolean(),
  CanAdd: z.boolean(),
  CanEdit: z.boolean(),
  CanDelete: z.boolean(),
});
export type Privilege = z.infer<typeof Privilege>;

export const CompanyLogo = z.object({ attachment: z.string(), fileName: z.string() });

/** Activity record: a page visit. */
export const ActivityRecord = z.object({
  PageName: z.string().check(z.minLength(1), z.maxLength(200)),
  Remarks: z.string().check(z.maxLength(2000)),
});

export const Ok = z.object({ Success: z.boolean() });
