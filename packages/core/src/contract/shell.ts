import * as z from 'zod/mini';
import { endpoint } from './define';
import { pathId } from './entities';

const id = z.number().check(z.int());

/** A release note; its badge shows while today is before ReleaseDate plus BadgeDays. */
export const ReleaseNote = z.object({
  ReleaseNoteId: id,
  Version: z.string(),
  Title: z.string(),
  Body: z.string(),
  /** Day of release (yyyy-MM-dd). */
  ReleaseDate: z.string(),
  BadgeDays: id,
});
export type ReleaseNote = z.infer<typeof ReleaseNote>;

/** A link in an assistant answer: a path of the app (navigated in place) or an http(s) address. */
export const AssistantLink = z.object({ Label: z.string(), Url: z.string() });
/** The assistant's answer. */
export const AssistantAnswer = z.object({ Answer: z.string(), Links: z.array(AssistantLink) });
export type AssistantAnswer = z.infer<typeof AssistantAnswer>;

/** Notification types of the SMS and e-mail alerts. */
export const ALERT_TYPE = { sms: 1, email: 2 } as const;
/** Notification type of the SMS and e-mail alerts: 1 SMS, 2 e-mail. */
export const AlertType = z.number().check(z.int(), z.gte(ALERT_TYPE.sms), z.lte(ALERT_TYPE.email));

const AlertQuery = z.object({
  CompanyId: id,
  MaxRoleGroup: id,
  VendorId: id,
  LoginId: id,
  TimeZoneId: z.string().check(z.maxLength(64)),
  Type: AlertType,
});

/** SMS or e-mail log item (spec section 3), with who sent it and what it says. */
export const AlertLogItem = z.object({
  AlertId: id,
  RecvdDate: z.string(),
  Filepath: z.string(),
  FromAddress: z.string(),
  /**
   * An SMS's sender's name when the number is known (a user, else a customer contact); an e-mail's as its From header
   * writes it; else ''.
   */
  DisplayName: z.string(),
  Content: z.string(),
  IsRead: z.boolean(),
  /** Whether the receiving step vouches for the sender (see `ReceivedSms.SenderVerified`). */
  SenderVerified: z.boolean(),
});
export type AlertLogItem = z.infer<typeof AlertLogItem>;

/** A report dashboard: a name and its figures. */
export const ReportDashboard = z.object({
  DashboardId: id,
  Name: z.string(),
  Description: z.string(),
  Widgets: z.array(z.object({ Title: z.string(), Value: z.string() })),
});
export type ReportDashboard = z.infer<typeof ReportDashboard>;

/** A company row of the company list (site administrators see every company). */
export const CompanyRow = z.object({
  CompanyId: id,
  CompanyName: z.string(),
  UniqueId: z.string(),
  UserCount: id,
});
export type CompanyRow = z.infer<typeof CompanyRow>;

/** A user as the edit-user screen shows it. */
export const UserDetails = z.object({
  LoginId: id,
  CompanyId: id,
  UserName: z.string(),
  DisplayName: z.string(),
  MaxRoleGroup: id,
  IsTech: z.boolean(),
  IsManager: z.boolean(),
  ThemeId: id,
  LanguageId: id,
  TimeZoneId: z.string(),
  LastLogin: z.nullable(z.string()),
});
export type UserDetails = z.infer<typeof UserDetails>;

/** Release notes, the AI assistant, SMS and e-mail alerts, report dashboards, companies and users the shell shows. */
export const shell = {
  /** Release notes, newest first. */
  getReleaseNotes: endpoint({
    service: 'admin',
    method: 'GET',
    path: 'ReleaseNote/GetReleaseNotes',
    access: 'token',
    response: z.array(ReleaseNote),
  }),
  /** The AI assistant: the reference server searches the caller’s menu entries and the release notes and answers with links. */
  askAssistant: endpoint({
    service: 'admin',
    method: 'POST',
    path: 'Assistant/Ask',
    access: 'token',
    body: z.object({ Question: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)) }),
    response: AssistantAnswer,
  }),
  /** Unread received SMS (Type 1) or e-mail (Type 2) alerts of the caller. */
  getSmsEmailCount: endpoint({
    service: 'notification',
    method: 'POST',
    path: 'Notification/GetSmsEmailCount',
    access: 'token',
    body: AlertQuery,
    ownLogin: ['LoginId'],
    response: z.object({ Count: id }),
  }),
  /** Received SMS (Type 1) or e-mail (Type 2) alerts of the caller, newest first. */
  getSmsEmailReceivedLog: endpoint({
    service: 'notification',
    method: 'POST',
    path: 'Notification/GetSmsEmailReceivedLog',
    access: 'token',
    body: AlertQuery,
    ownLogin: ['LoginId'],
    response: z.array(AlertLogItem),
  }),
  /**
   * A report dashboard of the caller’s company, for the role groups it is for: the help dashboard (810), which the
   * profile menu opens, for everyone; the others, as the Reports block of the menu, for dispatchers and above (403
   * otherwise).
   */
  getReportDashboard: endpoint({
    service: 'admin',
    method: 'GET',
    path: 'Report/GetReportDashboard/{companyId}/{dashboardId}',
    access: 'token',
    params: z.object({ companyId: pathId, dashboardId: pathId }),
    response: ReportDashboard,
  }),
  /** Every company for a site administrator (role group 9 or company 1); the own company for others. */
  getCompanyList: endpoint({
    service: 'admin',
    method: 'GET',
    path: 'Company/GetCompanyList',
    access: 'token',
    response: z.array(CompanyRow),
  }),
  /** One company; another company than the caller’s only for a site administrator. */
  getCompanyRecord: endpoint({
    service: 'admin',
    method: 'GET',
    path: 'Company/GetCompanyRecord/{id}',
    access: 'token',
    params: z.object({ id: pathId }),
    response: CompanyRow,
  }),
  /** One user of the caller’s company: another login than the caller’s only with the administration right (403 otherwise). */
  getUserDetails: endpoint({
    service: 'admin',
    method: 'GET',
    path: 'User/GetUserDetails/{companyId}/{loginId}',
    access: 'token',
    params: z.object({ companyId: pathId, loginId: pathId }),
    response: UserDetails,
  }),
  /** Changes the caller’s password after checking the current one. */
  changePassword: endpoint({
    service: 'auth',
    method: 'POST',
    path: 'Account/ChangePassword',
    access: 'token',
    body: z.object({
      CurrentPassword: z.string().check(z.minLength(1), z.maxLength(128)),
      NewPassword: z.string().check(z.minLength(8), z.maxLength(128)),
    }),
    response: z.object({ Success: z.boolean() }),
  }),
};
