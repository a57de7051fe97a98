import type { Generated, Kysely } from 'kysely';
import type { EmbedTables } from '../auth/embed/schema';
import type { ChatTables } from '../features/chat/schema';
import type { JobPrintTables } from '../features/job-print/schema';
import type { NotesTables } from '../features/notes/schema';
import type { SmsTables } from '../features/sms/schema';
import type { VideoTables } from '../features/video/schema';
import type { Flag } from './flag';
import type { ShellTables } from './schema-shell';

export type { Flag } from './flag';

export interface CompaniesTable {
  company_id: number;
  company_name: string;
  unique_id: string;
  logo_path: string;
  /** An SVG logo served by GetCompanyLogo. */
  logo_svg: string;
  enable_s3_storage: Flag;
  show_only_crew_in_tech_filter: Flag;
  enable_prefer_vendor_for_customer: Flag;
  is_tax_enabled: Flag;
  is_quote_enabled: Flag;
  is_polygon_region: Flag;
  is_lat_lon_based: Flag;
  /** The company's SMS number (E.164): an inbound SMS to it belongs to the company. */
  sms_number: string | null;
  /** The address an inbound e-mail to the company is sent to. */
  inbound_email: string | null;
  /** Video calls on (the shell's 'Enabled flag of a video-call provider'); on unless turned off. */
  video_call_enabled: Flag;
  /**
   * The countries SMS may be sent to (ISO 3166 codes, comma-separated); '' for the country of `sms_number`
   * (migration 0017_outbound_limits).
   */
  sms_allowed_countries: string;
  /** 1 when SMS may go to premium-rate and shared-cost numbers (refused otherwise: SMS pumping). */
  sms_premium_rate_allowed: Flag;
}

export interface UsersTable {
  login_id: number;
  company_id: number;
  username: string;
  display_name: string;
  /** scrypt hash (hex) of the password with `password_salt`. */
  password_hash: string;
  password_salt: string;
  /** Role group: 1 technician, 2 dispatcher, 3 administrator, 9 site admin. */
  role_group: number;
  vendor_id: number;
  is_tech: Flag;
  is_manager: Flag;
  has_access_to_all_regions: Flag;
  has_access_to_all_work_types: Flag;
  theme_id: number;
  home_page_id: number;
  language_id: number;
  time_zone_id: string;
  map_id: number;
  /** Day (yyyy-MM-dd) the licence expires, or null. */
  license_expires: string | null;
  /** Day (yyyy-MM-dd) the password expires, or null. */
  password_expires: string | null;
  /** ISO date-time of the previous sign-in. */
  last_login: string | null;
  /** When the user was disabled (no sign-in of any kind), or null. */
  disabled_at: Generated<string | null>;
  /** The user's mobile (E.164), or null (migration 0008_job_print); the e-mail is the chat profile's. */
  mobile: Generated<string | null>;
}

export interface SessionsTable {
  session_id: string;
  login_id: number;
  company_id: number;
  created_at: string;
  expires_at: string;
  /** ISO date-time of revocation, or null while the session is live. */
  revoked_at: string | null;
  revoked_reason: string | null;
  /** How many tokens the session has been given before its current one (a token carries its generation). */
  token_generation: Generated<number>;
  /** ISO date-time of the last refresh: the token before it stays good for a grace after. */
  refreshed_at: string | null;
  /** The embed key whose assertion made the session (an embedded session), or null for the full app's. */
  embed_key_id: string | null;
}

export interface CompanySettingsTable {
  company_id: number;
  setting_id: number;
  setting_value: string;
}

export interface CompanyLanguagesTable {
  company_id: number;
  language_id: number;
  language: string;
  culture: string;
}

export interface QuickSearchOptionsTable {
  company_id: number;
  quick_search_id: number;
  quick_search_by: string;
}

export interface MenusTable {
  company_id: number;
  language_id: number;
  menu_id: number;
  parent_menu_id: number;
  menu_name: string;
  ui_page_name: string;
  icon: string;
  is_external: Flag;
  act_class: string;
  sort_order: number;
  /** Lowest role group that sees the entry. */
  min_role_group: number;
}

export interface PrivilegesTable {
  login_id: number;
  module_id: number;
  module_name: string;
  can_view: Flag;
  can_add: Flag;
  can_edit: Flag;
  can_delete: Flag;
}

export interface WebLogsTable {
  log_id: Generated<number>;
  received_at: string;
  client_ip: string;
  url: string;
  method: string;
  status: number;
  status_text: string;
  message: string;
  body: string | null;
  logged_at: string;
  app_version: string | null;
  company_id: number | null;
  login_id: number | null;
  page_url: string | null;
}

export interface PageVisitsTable {
  visit_id: Generated<number>;
  login_id: number;
  company_id: number;
  page_name: string;
  remarks: string;
  visited_at: string;
}

/** Every table of the reference server. */
export interface Database
  extends ShellTables,
    ChatTables,
    NotesTables,
    SmsTables,
    JobPrintTables,
    VideoTables,
    EmbedTables {
  companies: CompaniesTable;
  users: UsersTable;
  sessions: SessionsTable;
  company_settings: CompanySettingsTable;
  company_languages: CompanyLanguagesTable;
  quick_search_options: QuickSearchOptionsTable;
  menus: MenusTable;
  privileges: PrivilegesTable;
  web_logs: WebLogsTable;
  page_visits: PageVisitsTable;
}

/** The typed query builder over the store. */
export type Db = Kysely<Database>;

/** Which SQL engine the store runs on. */
export type Dialect = 'sqlite' | 'postgres';
