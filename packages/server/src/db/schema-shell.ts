import type { Generated } from 'kysely';
import type { Flag } from './flag';

export interface CustomersTable {
  company_id: number;
  customer_id: number;
  customer_name: string;
  city: string;
  /** The site (service) address and contact, and the billing address (migration 0008_job_print; '' when none). */
  address_line1: Generated<string>;
  address_line2: Generated<string>;
  unit_no: Generated<string>;
  state_name: Generated<string>;
  zip_code: Generated<string>;
  contact_name: Generated<string>;
  phone: Generated<string>;
  mobile: Generated<string>;
  email: Generated<string>;
  billing_address_line1: Generated<string>;
  billing_address_line2: Generated<string>;
  billing_unit_no: Generated<string>;
  billing_city_name: Generated<string>;
  billing_state_name: Generated<string>;
  billing_zip_code: Generated<string>;
  billing_contact_name: Generated<string>;
  billing_phone: Generated<string>;
  billing_mobile: Generated<string>;
  billing_email: Generated<string>;
  customer_type: Generated<string>;
  clli_code: Generated<string>;
  is_network: Generated<Flag>;
}

export interface ProjectsTable {
  company_id: number;
  project_id: number;
  project_name: string;
  status: string;
}

export interface WorkOrdersTable {
  company_id: number;
  work_order_id: number;
  /** The number users type, with the company prefix (WO-1001, PM-2001). */
  wo_number: string;
  customer_id: number;
  category_id: number;
  description: string;
  status: string;
  reference_number: string;
  serial_number: string;
  is_pm: Flag;
  /** Users without access to all regions see region 1 only. */
  region_id: number;
  created_at: string;
  /** The user who created the work order (receives its jobs' service notes); null for imported ones. */
  created_by: number | null;
  /** The project it belongs to, or null (migration 0008_job_print). */
  project_id: Generated<number | null>;
}

export interface JobsTable {
  company_id: number;
  job_id: number;
  work_order_id: number;
  tech_id: number;
  category_id: number;
  is_in_house: Flag;
  status: string;
  scheduled_date: string;
  description: string;
}

export interface QuotesTable {
  company_id: number;
  quote_order_id: number;
  quote_number: string;
  qo_job_id: number;
  customer_id: number;
  status: string;
  total: number;
  description: string;
  region_id: number;
}

export interface QuickSearchPrefixesTable {
  company_id: number;
  quick_search_id: number;
  prefix: string;
}

/** A customer's contact person, whose mobile names the sender of an inbound SMS. */
export interface CustomerContactsTable {
  company_id: number;
  contact_id: number;
  customer_id: number;
  contact_name: string;
  mobile: string | null;
}

export interface ReleaseNotesTable {
  release_note_id: number;
  version: string;
  title: string;
  body: string;
  release_date: string;
  badge_days: number;
}

export interface ReportDashboardsTable {
  company_id: number;
  dashboard_id: number;
  name: string;
  description: string;
  /** JSON list of { Title, Value }. */
  widgets: string;
  /**
   * The lowest role group that may read it: the help (810) is everyone's, the others follow the Reports menu
   * (dispatchers and above) unless set otherwise (migration 0018_dashboard_roles).
   */
  min_role_group: Generated<number>;
}

/** An SMS or job e-mail taken for sending, for the rates and daily quotas (migration 0017_outbound_limits). */
export interface OutboundUsesTable {
  company_id: number;
  login_id: number;
  /** 'sms' (an SMS or MMS) or 'email' (a job e-mail). */
  channel: string;
  /** What it counts for: 1 an SMS, the recipients of an e-mail. */
  units: number;
  /** ISO date-time it was taken. */
  used_at: string;
}

/** The tables the shell's screens read (migration 0002_shell), and the outbound quotas (0017_outbound_limits). */
export interface ShellTables {
  customers: CustomersTable;
  projects: ProjectsTable;
  work_orders: WorkOrdersTable;
  jobs: JobsTable;
  quotes: QuotesTable;
  quick_search_prefixes: QuickSearchPrefixesTable;
  outbound_uses: OutboundUsesTable;
  customer_contacts: CustomerContactsTable;
  release_notes: ReleaseNotesTable;
  report_dashboards: ReportDashboardsTable;
}
