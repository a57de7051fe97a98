import type {
  JobAttachment,
  JobEquipment,
  JobNotes,
  JobTravel,
  PartRequestDetails,
  PricingLine,
  RmaPartDetails,
  SlaHistoryEntry,
} from '@fieldkit/core/contract';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/schema';
import { base64Of } from './files';
import { jobRows, type PrintJobKey } from './job';

/** The job's SLA history. */
export async function slaHistory(db: Db, key: PrintJobKey): Promise<SlaHistoryEntry[]> {
  const rows = await jobRows(db, 'job_sla_history', key);
  return rows.map((r) => ({
    PriorityId: r.priority_id,
    PriorityName: r.priority_name,
    SLAType: r.sla_type === 'Resolution' ? 'Resolution' : 'Response',
    Durationstr: r.duration_str,
    RespSLADurationTypeId: r.resp_sla_duration_type_id,
    ReslSLADurationTypeId: r.resl_sla_duration_type_id,
    ResponseSLADurationType: r.response_sla_duration_type,
    ResolutionSLADurationType: r.resolution_sla_duration_type,
    CreatedDate: r.created_date,
    ApptPrefDate: r.appt_pref_date,
    SLAStartTime: r.sla_start_time,
    SLAEndTime: r.sla_end_time,
    ActualSLAEndTime: r.actual_sla_end_time,
    IsSLAMet: r.is_sla_met === 1,
  }));
}

/** The equipment of the job. */
export async function jobEquipment(db: Db, key: PrintJobKey): Promise<JobEquipment[]> {
  const rows = await jobRows(db, 'job_equipment', key);
  return rows.map((r) => ({ Brand: r.brand, Model: r.model, SerialNo: r.serial_no, TagNo: r.tag_no }));
}

/** The parts requested for the job and their shipments. */
export async function partRequestDetails(db: Db, key: PrintJobKey): Promise<PartRequestDetails> {
  const [parts, shipments] = await Promise.all([
    jobRows(db, 'job_part_requests', key),
    jobRows(db, 'job_shipments', key),
  ]);
  return {
    PartLists: parts.map((r) => ({
      PartRequestNo: r.part_request_no,
      PartNo: r.part_no,
      Description: r.description,
      RequestedQty: r.requested_qty,
      PartReqStatus: r.part_req_status,
    })),
    Shipping: shipments.map((r) => ({
      ShipVia: r.ship_via,
      ShippingDate: r.shipping_date,
      TrackingNo: r.tracking_no,
      ETADate: r.eta_date,
      ETATime: r.eta_time,
    })),
  };
}

/** The parts returned from the job. */
export async function rmaPartDetails(db: Db, key: PrintJobKey): Promise<RmaPartDetails> {
  const rows = await jobRows(db, 'job_rma_parts', key);
  return {
    JobRMAPartDetails: rows.map((r) => ({
      RMANo: r.rma_no,
      RMATrackingNo: r.rma_tracking_no,
      RMAShippingDate: r.rma_shipping_date,
    })),
  };
}

/** The job's pricing lines, as stored. */
export async function jobPricing(db: Db, key: PrintJobKey): Promise<PricingLine[]> {
  const rows = await jobRows(db, 'job_pricing_lines', key);
  return rows.map((r) => ({
    Item: r.item,
    Description: r.description,
    PricingUnit: r.pricing_unit,
    Qty: r.qty,
    ApprovedQty: r.approved_qty,
    UnitPrice: r.unit_price,
    TotalAmount: r.total_amount,
    Discount: r.discount,
    DiscountTypeId: r.discount_type_id,
    Percentage: r.percentage,
    Tax: r.tax,
    PriceTypeId: r.price_type_id,
    PricingUnitId: r.pricing_unit_id,
    Hours: r.hours,
    Minutes: r.minutes,
    DaysPerTask: r.days_per_task,
    HoursPerTask: r.hours_per_task,
    MinutesPerTask: r.minutes_per_task,
    IsBOQRequest: r.is_boq_request,
    ApprovalStatusId: r.approval_status_id,
    WorkGroupId: r.work_group_id,
  }));
}

/** The job's travel; zeros when none is recorded. */
export async function jobTravel(db: Db, key: PrintJobKey): Promise<JobTravel> {
  const row = await db
    .selectFrom('job_travel')
    .selectAll()
    .where('company_id', '=', key.companyId)
    .where('job_id', '=', key.jobId)
    .executeTakeFirst();
  return {
    AWorkduration: row?.a_work_duration ?? 0,
    ATravelDistance: row?.a_travel_distance ?? 0,
    ATravelDuration: row?.a_travel_duration ?? 0,
  };
}

/** The job's special instructions, service notes (those users added on the job) and technician remarks. */
export async function jobNotes(db: Db, key: PrintJobKey): Promise<JobNotes> {
  const [special, service, remarks] = await Promise.all([
    jobRows(db, 'job_special_instructions', key),
    db
      .selectFrom('service_notes')
      .select(['notes', 'created_at'])
      .where('company_id', '=', key.companyId)
      .where('job_id', '=', key.jobId)
      .orderBy('created_at')
      .orderBy('service_note_id')
      .execute(),
    jobRows(db, 'job_technician_remarks', key),
  ]);
  const notes = (rows: Array<{ note: string; created_date: string }>) =>
    rows.map((r) => ({ Note: r.note, CreatedDate: r.created_date }));
  return {
    SpecialInstructions: notes(special),
    ServiceNotes: service.map((r) => ({ Note: r.notes, CreatedDate: r.created_at })),
    TechnicianRemarks: notes(remarks),
  };
}

/** The job's files with their bytes. */
export async function jobAttachments(
  db: Db,
  config: ServerConfig,
  key: PrintJobKey,
): Promise<JobAttachment[]> {
  const rows = await jobRows(db, 'job_attachments', key);
  return Promise.all(
    rows.map(async (r) => ({
      FileName: r.file_name,
      AttachementType: r.attachement_type,
      Type: r.type,
      CapturedDate: r.captured_date,
      Description: r.description,
      AttachmentSubCategory: r.attachment_sub_category,
      Attachment: await base64Of(config, r.file_path),
    })),
  );
}
