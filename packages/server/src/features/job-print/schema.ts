import type { Generated } from 'kysely';
import type { Flag } from '../../db/flag';

// The job print data (migration 0008_job_print): what a job's printout reads besides the jobs, work orders,
// customers, users, crews and service notes the other tables hold. Rows of a job are keyed by company, job and
// `line_no` (their order on the printout). Files are paths under the uploads folder.

/** The company's address, printout images, how it sends a printout and its work day. */
export interface CompanyPrintProfilesTable {
  company_id: number;
  unit_no: string;
  address_line1: string;
  address_line2: string;
  city_name: string;
  state_name: string;
  zip_code: string;
  country_name: string;
  /** Under the uploads folder; '' for none. */
  printout_logo_path: string;
  printout_header_path: string;
  printout_footer_path: string;
  /** 1: the printout is the e-mail's HTML body; 0: a PDF attachment. */
  print_job_html: Flag;
  /** The attachment's file name, `{WoJobId}` and `{WoNumber}` replaced; '' for `{WoJobId}.pdf`. */
  file_setting: string;
  is_multi_day_scheduling: Flag;
  work_day_minutes: number;
}

/** An email print setting of a company: a print section (type 2) or another print setting (type 1). */
export interface PrintSettingsTable {
  company_id: number;
  setting_id: number;
  setting_type_id: number;
  caption: string;
  is_enabled: Flag;
  order_id: number;
}

/** What a job's printout says of it besides the jobs table: its times, the customer's signature. */
export interface JobPrintFactsTable {
  company_id: number;
  job_id: number;
  wo_category: string;
  work_type: string;
  work_task: string;
  slot_name: string;
  appt_pref_date: string | null;
  vendor_name: string;
  time_zone_id: string;
  days: number;
  hours: number;
  minutes: number;
  actual_worked_days: number;
  actual_worked_hours: number;
  actual_worked_minutes: number;
  /** Minutes. */
  actual_travel_time: number;
  /** Miles. */
  actual_travel_distance: number;
  is_customer_signature_req: Flag;
  sign_by_name: string;
  /** A PNG under the uploads folder, or null when unsigned. */
  signature_path: string | null;
  signed_date: string | null;
}

/** The travel of a job (the printout's travel section): minutes and miles. */
export interface JobTravelTable {
  company_id: number;
  job_id: number;
  a_work_duration: number;
  a_travel_distance: number;
  a_travel_duration: number;
}

/** The customer's feedback on a job. */
export interface JobFeedbackTable {
  company_id: number;
  job_id: number;
  /** 0 to 5 stars. */
  rating: number;
  feedback: string;
  feedback_by: string;
}

interface JobLine {
  company_id: number;
  job_id: number;
  line_no: number;
}

export interface JobSlaHistoryTable extends JobLine {
  priority_id: number;
  priority_name: string;
  /** 'Response' or 'Resolution'. */
  sla_type: string;
  duration_str: string;
  resp_sla_duration_type_id: number;
  resl_sla_duration_type_id: number;
  response_sla_duration_type: string;
  resolution_sla_duration_type: string;
  created_date: string;
  appt_pref_date: string | null;
  sla_start_time: string;
  sla_end_time: string;
  actual_sla_end_time: string | null;
  is_sla_met: Flag;
}

export interface JobEquipmentTable extends JobLine {
  brand: string;
  model: string;
  serial_no: string;
  tag_no: string;
}

export interface JobPartRequestsTable extends JobLine {
  part_request_no: string;
  part_no: string;
  description: string;
  requested_qty: number;
  part_req_status: string;
}

export interface JobShipmentsTable extends JobLine {
  ship_via: string;
  shipping_date: string;
  tracking_no: string;
  eta_date: string;
  eta_time: string;
}

export interface JobRmaPartsTable extends JobLine {
  rma_no: string;
  rma_tracking_no: string;
  rma_shipping_date: string;
}

export interface JobPricingLinesTable extends JobLine {
  item: string;
  description: string;
  pricing_unit: string;
  qty: number;
  approved_qty: number;
  unit_price: number;
  total_amount: number;
  discount: number;
  discount_type_id: number;
  percentage: number;
  tax: number;
  price_type_id: number;
  pricing_unit_id: number;
  hours: number;
  minutes: number;
  days_per_task: number;
  hours_per_task: number;
  minutes_per_task: number;
  is_boq_request: Flag;
  approval_status_id: number;
  work_group_id: number;
}

/** A special instruction or a technician remark of a job (service notes are in service_notes). */
export interface JobNoteLinesTable extends JobLine {
  note: string;
  created_date: string;
}

/** A file of a job. */
export interface JobAttachmentsTable extends JobLine {
  file_name: string;
  /** The extension, lower case. */
  attachement_type: string;
  /** The group the printout lists it under. */
  type: string;
  captured_date: string;
  description: string;
  attachment_sub_category: string;
  /** Under the uploads folder. */
  file_path: string;
}

/** A checklist of a company. */
export interface ChecklistsTable {
  company_id: number;
  chklist_id: number;
  chklist_name: string;
}

/** A sub-form of a checklist, nested under a question (shown for its answer, or always when null). */
export interface ChecklistSubFormsTable {
  company_id: number;
  sub_form_id: number;
  chklist_id: number;
  sub_form_name: string;
  parent_question_id: number;
  parent_answer: string | null;
}

/** A question of a checklist, in `sort_order`. */
export interface ChecklistQuestionsTable {
  company_id: number;
  question_id: number;
  chklist_id: number;
  sort_order: number;
  question: string;
  field_type_id: number;
  parent_question_id: number | null;
  parent_answer: string | null;
  sub_form_id: number | null;
}

/** An option of a dropdown, multi-checkbox or boolean-like question. */
export interface ChecklistQuestionOptionsTable {
  company_id: number;
  question_id: number;
  option_no: number;
  value: string;
}

/** A checklist filled in on a job. */
export interface JobChecklistsTable extends JobLine {
  chklist_id: number;
}

/** A job's answer to a question. */
export interface ChecklistAnswersTable {
  company_id: number;
  job_id: number;
  question_id: number;
  answer: string;
}

/** A file attached to a job's answer. */
export interface ChecklistAnswerFilesTable extends JobLine {
  question_id: number;
  file_name: string;
  file_path: string;
}

/** A job e-mail sent (migration 0009_email_job_log). */
export interface EmailJobLogTable {
  email_log_id: Generated<number>;
  company_id: number;
  job_id: number;
  login_id: number;
  /** The addresses as sent, separated by semicolons. */
  to_addresses: string;
  subject: string;
  message_id: string;
  /** The SMTP server's answer (or the outbox file's name when no SMTP server is set). */
  smtp_response: string;
  /** An ISO instant. */
  sent_at: string;
  /** SHA-256 of the PDF attached, in hex (format 'html': of the PDF of the same printout). */
  pdf_sha256: string;
  /** The printout's language (migration 0010_email_job_preview; en-GB before it). */
  language: Generated<string>;
  /** SHA-256 of the preview the send was checked against, or null when the sender named none. */
  preview_sha256: string | null;
  /** How the printout went: a PDF attachment or the e-mail's HTML body. */
  format: Generated<'pdf' | 'html' | 'none'>;
  /**
   * 'sending' while the mail server is asked (the row is written first), then 'sent'; 'unknown' when the process
   * stopped mid-send (it may have gone: it is never sent again). A send that fails leaves no row (migration 0021).
   */
  status: Generated<'sending' | 'sent' | 'unknown'>;
  /** The client's key for this send: a second request with it is answered from this row. */
  idempotency_key: Generated<string | null>;
  /** Until when the process sending it holds it (status 'sending'). */
  claimed_until: Generated<string | null>;
}

/** The last PDF a user prepared for a job (migration 0010_email_job_preview): what the download answers. */
export interface EmailJobPreparedTable {
  company_id: number;
  login_id: number;
  job_id: number;
  language: string;
  /** SHA-256 of the HTML document printed: the PDF's file under `{DATA_DIR}/printouts`. */
  html_sha256: string;
  /** SHA-256 of the PDF's bytes. */
  pdf_sha256: string;
  /** An ISO instant. */
  prepared_at: string;
}

declare module '../../db/schema-shell' {
  interface CustomersTable {
    /** The language the customer's printouts are made in (migration 0010_email_job_preview): en-GB unless set. */
    print_language: Generated<string>;
  }
}

/** The tables of the job print data. */
export interface JobPrintTables {
  company_print_profiles: CompanyPrintProfilesTable;
  print_settings: PrintSettingsTable;
  job_print_facts: JobPrintFactsTable;
  job_travel: JobTravelTable;
  job_feedback: JobFeedbackTable;
  job_sla_history: JobSlaHistoryTable;
  job_equipment: JobEquipmentTable;
  job_part_requests: JobPartRequestsTable;
  job_shipments: JobShipmentsTable;
  job_rma_parts: JobRmaPartsTable;
  job_pricing_lines: JobPricingLinesTable;
  job_special_instructions: JobNoteLinesTable;
  job_technician_remarks: JobNoteLinesTable;
  job_attachments: JobAttachmentsTable;
  checklists: ChecklistsTable;
  checklist_sub_forms: ChecklistSubFormsTable;
  checklist_questions: ChecklistQuestionsTable;
  checklist_question_options: ChecklistQuestionOptionsTable;
  job_checklists: JobChecklistsTable;
  checklist_answers: ChecklistAnswersTable;
  checklist_answer_files: ChecklistAnswerFilesTable;
  email_job_log: EmailJobLogTable;
  email_job_prepared: EmailJobPreparedTable;
}
