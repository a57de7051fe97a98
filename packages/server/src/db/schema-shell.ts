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

export interface ReceivedAlertsTable {
  company_id: number;
  alert_id: number;
  /** The user it was addressed to, or 0: the company's (an SMS to its number, a mail to its inbox). */
  login_id: number;
  /** 1 SMS, 2 e-mail. */
  alert_type: number;
  recvd_date: string;
  filepath: string;
  from_address: string;
  content: string;
  is_read: Flag;
  to_address: Generated<string>;
  /**
   * An SMS's sender's name when the number is known (a user, else a customer contact); an e-mail's as its From header
   * writes it (never matched to a user: anyone can write any name and address); else ''.
   */
  display_name: Generated<string>;
  /**
   * 1 when the receiving step vouches for the sender (an SMS the provider signed; an e-mail whose DKIM signature passed
   * for its From address's domain), else 0 (migration 0016_alert_sender_verified).
   */
  sender_verified: Generated<Flag>;
  media_type: Generated<string>;
  /** An e-mail's subject ('' for an SMS). */
  subject: Generated<string>;
  /** The vendor it concerns (0: none): a vendor's users see only their vendor's. */
  vendor_id: Generated<number>;
  /** The provider's id of an inbound message (Twilio's MessageSid): one message is stored once. */
  message_sid: string | null;
  read_by: number | null;
  read_at: string | null;
}

/** An image an inbound e-mail's HTML shows in place (`cid:`), kept as a file (migration 0006_alert_parts). */
export interface ReceivedAlertPartsTable {
  company_id: number;
  alert_id: number;
  /** The part's Content-ID without angle brackets. */
  cid: string;
  content_type: string;
  /** Relative to the uploads folder. */
  filepath: string;
}

/** An SMS sent from the app (a reply), and what became of it. */
export interface SentSmsTable {
  sent_sms_id: Generated<number>;
  company_id: number;
  login_id: number;
  to_number: string;
  from_number: string;
  body: string;
  /**
   * 'sending' while the provider is asked (the row is written first), then 'sent', 'queued' (no provider) or
   * 'failed'; 'unknown' when the process stopped mid-send (it may have gone: it is never sent again).
   */
  status: 'sending' | 'sent' | 'queued' | 'failed' | 'unknown';
  provider_sid: string | null;
  error: string | null;
  reply_to: number | null;
  created_at: string;
  /** The MMS photo under the uploads folder, and its type; null for a text alone. */
  media_path: string | null;
  media_type: string | null;
  /** The client's key for this send: a second request with it is answered from this row (migration 0020). */
  idempotency_key: Generated<string | null>;
  /** Until when the process sending it holds it (status 'sending'). */
  claimed_until: Generated<string | null>;
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

/** An inbound MMS's media still to fetch (migration 0019_pending_media). */
export interface PendingAlertMediaTable {
  company_id: number;
  alert_id: number;
  /** JSON list of { url, type } as the provider's form named them. */
  media: string;
  /** Tries made so far. */
  attempts: Generated<number>;
  /** ISO date-time of the next try. */
  next_attempt_at: string;
  /** ISO date-time until which a process is fetching it; null when none is. */
  claimed_until: string | null;
}

/** The tables the shell's screens read (migration 0002_shell). */
export interface ShellTables {
  customers: CustomersTable;
  projects: ProjectsTable;
  work_orders: WorkOrdersTable;
  jobs: JobsTable;
  quotes: QuotesTable;
  quick_search_prefixes: QuickSearchPrefixesTable;
  received_alerts: ReceivedAlertsTable;
  outbound_uses: OutboundUsesTable;
  pending_alert_media: PendingAlertMediaTable;
  received_alert_parts: ReceivedAlertPartsTable;
  customer_contacts: CustomerContactsTable;
  sent_sms: SentSmsTable;
  release_notes: ReleaseNotesTable;
  report_dashboards: ReportDashboardsTable;
}
