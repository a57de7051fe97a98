import * as z from 'zod/mini';
import { BinaryFile, endpoint } from './define';
import { pathId } from './entities';

// The data a job's printout reads (spec, feature areas section 3 "Job print data"), one call per part (section 7
// "Job print and email"), with the spec's field names. Dates are ISO 8601: days as yyyy-MM-dd, instants in UTC.

const id = z.number().check(z.int(), z.gte(0));
const bit = z.union([z.literal(0), z.literal(1)]);
const amount = z.number();
const text = z.string();
const when = z.nullable(z.string());

/** Print section ids (SettingTypeId 2, spec section 9): each a part of the printout, shown when enabled. */
export const PRINT_SECTION = {
  SlaHistory: 1,
  Equipment: 2,
  PartRequest: 3,
  Shipping: 4,
  RmaPart: 5,
  Pricing: 6,
  SpecialInstruction: 7,
  ServiceNotes: 8,
  ChecklistForms: 9,
  FormAttachments: 10,
  Attachments: 11,
  TechnicalRemarks: 18,
  /** Shown only when worked time or travel duration is present. */
  Travel: 20,
} as const;

/** The other print settings (SettingTypeId 1, spec section 9): what the printout shows besides its sections. */
export const PRINT_OPTION = {
  CustomerSignature: 12,
  Feedback: 13,
  Remarks: 14,
  /** Captions of the three signature boxes (15, 16, 17): the caption is the setting's Caption. */
  SignatureCaptions: [15, 16, 17],
  BillingAddress: 19,
  PrintNotes: 21,
} as const;

/** SettingTypeId of a print setting: 1 another setting, 2 a section of the printout. */
export const PRINT_SETTING_TYPE = { Setting: 1, Section: 2 } as const;

/** Checklist field type ids by kind (spec section 9). */
export const CHECKLIST_FIELD_TYPES = {
  heading: [25, 330, 352],
  text: [26, 27, 320, 329, 355, 380],
  dropdown: [28, 986],
  multiCheckbox: [328],
  booleanLike: [29],
  date: [350],
  dateTime: [399],
  html: [356],
} as const;

/** Pricing constants (spec section 9): discount types, the time-based price type and unit, the multi-day work group. */
export const PRICING = {
  AmountDiscount: 80,
  PercentDiscount: 81,
  TimeBasedPriceType: 83,
  TimeBasedPricingUnit: 418,
  MultiDayWorkGroup: 6,
  /** ApprovalStatusId of an approved BOQ line: it counts ApprovedQty instead of Qty. */
  ApprovedBoq: 3,
} as const;

/** A standard work day, unless the company's multi-day scheduling sets another (spec section 9). */
export const STANDARD_WORK_DAY_MINUTES = 480;

/** The languages a printout can be made in: its texts, dates and numbers. */
export const EmailJobLanguage = z.enum(['en-GB', 'fr-FR', 'es-ES']);
export type EmailJobLanguage = z.infer<typeof EmailJobLanguage>;

/** An email print setting of the company: a section of the printout (SettingTypeId 2) or another setting (1). */
export const PrintSetting = z.object({
  SettingId: id,
  SettingTypeId: id,
  Caption: text,
  IsEnabled: bit,
  /** Where the section goes: sections print in ascending OrderId. */
  OrderId: id,
});
export type PrintSetting = z.infer<typeof PrintSetting>;

/**
 * How the company sends a job's printout. `PrintJobHtml` 1: the printout is the e-mail's HTML body, with no
 * attachment; 0: the body is what the user wrote and the printout goes as a PDF attachment. `FileSetting` names that
 * attachment: a file name in which `{WoJobId}` and `{WoNumber}` stand for the job's; '' means the spec's default,
 * `{WoJobId}.pdf`.
 */
export const PrintJobHtmlSetting = z.object({ PrintJobHtml: bit, FileSetting: text });
export type PrintJobHtmlSetting = z.infer<typeof PrintJobHtmlSetting>;

/** Whether the company schedules jobs over several days, and how long its work day is (480 minutes unless set). */
export const MultiDayPreference = z.object({
  IsMultiDayScheduling: z.boolean(),
  WorkDayMinutes: id,
});
export type MultiDayPreference = z.infer<typeof MultiDayPreference>;

/** The customer's signature on a job: base64 of a PNG (no `data:` prefix), or null when unsigned. */
export const JobSignature = z.object({
  Signature: z.nullable(text),
  SignByName: text,
  SignedDate: when,
});
export type JobSignature = z.infer<typeof JobSignature>;

/**
 * The customer and technician detail of a job. The address fields are the job's site (the service address is
 * AddressLine1); the Billing fields the customer's billing address. Days, Hours and Minutes are the planned
 * duration; ActualTravelTime is in minutes and ActualTravelDistance in miles. ProjectId is null (and ProjectName '')
 * without a project; ApptPrefDate null without a preferred appointment; `signbyname` is who signed ('' unsigned).
 * PrintLanguage is the language the customer's printouts are made in: the e-mail and the download use it unless
 * asked for another (en-GB when a server leaves it out).
 */
export const CustomerTechDetails = z.object({
  AddressLine1: text,
  AddressLine2: text,
  UnitNo: text,
  CityName: text,
  StateName: text,
  ZipCode: text,
  ContactName: text,
  Phone: text,
  Mobile: text,
  Email: text,
  BillingAddressLine1: text,
  BillingAddressLine2: text,
  BillingUnitNo: text,
  BillingCityName: text,
  BillingStateName: text,
  BillingZipCode: text,
  BillingContactName: text,
  BillingPhone: text,
  BillingMobile: text,
  BillingEmail: text,
  ReferenceNo: text,
  WoJobId: id,
  WoNumber: text,
  JobStatus: text,
  IsNetwork: z.boolean(),
  CustomerType: text,
  CustomerName: text,
  CustomerId: id,
  ClliCode: text,
  ProjectName: text,
  CreatedDate: text,
  ScheduleDate: text,
  ApptPrefDate: when,
  VendorName: text,
  TechDisplayName: text,
  IsCrewJob: z.boolean(),
  Days: id,
  Hours: id,
  Minutes: id,
  ActualWorkedDays: id,
  ActualWorkedHours: id,
  ActualWorkedMinutes: id,
  ActualTravelTime: id,
  ActualTravelDistance: amount,
  TimeZoneId: text,
  ProjectId: z.nullable(id),
  signbyname: text,
  IsCustomerSignatureReq: z.boolean(),
  PrintLanguage: z._default(EmailJobLanguage, 'en-GB'),
});
export type CustomerTechDetails = z.infer<typeof CustomerTechDetails>;

/** A technician on a job (its own technician first, then its crew), with what the e-mail's To is filled from. */
export const CrewContact = z.object({ TechId: id, DisplayName: text, Email: text, Mobile: text });
export type CrewContact = z.infer<typeof CrewContact>;

/**
 * The job detail of the printout. `HourAndMinutes` is derived by the server from Hours and Minutes as the spec
 * writes it ('2 hr 30 mins'); a print in another language builds its own from Hours and Minutes.
 */
export const JobPrintDetail = z.object({
  WoCategory: text,
  WorkType: text,
  WorkTask: text,
  HourAndMinutes: text,
  WoJobId: id,
  ApptPrefDate: when,
  SlotName: text,
  Hours: id,
  Minutes: id,
  CompanyId: id,
});
export type JobPrintDetail = z.infer<typeof JobPrintDetail>;

/** An entry of a notes list of the printout: its text (as written, plain text) and when. */
export const PrintNote = z.object({ Note: text, CreatedDate: text });
export type PrintNote = z.infer<typeof PrintNote>;

/** The three notes lists of a job, oldest first. ServiceNotes are the service notes users added on the job. */
export const JobNotes = z.object({
  SpecialInstructions: z.array(PrintNote),
  ServiceNotes: z.array(PrintNote),
  TechnicianRemarks: z.array(PrintNote),
});
export type JobNotes = z.infer<typeof JobNotes>;

/** A file as the printout embeds it: its name and its bytes in base64 ('' when the file is no longer stored). */
export const PrintFile = z.object({ FileName: text, Attachment: text });
export type PrintFile = z.infer<typeof PrintFile>;

/**
 * A question of a checklist as the job answered it. `Values` are the options of a dropdown, multi-checkbox or
 * boolean-like question ([] for the others). `Answer` is always a string: the chosen option; for a multi-checkbox
 * the checked options joined by ',' in the order of Values (options never hold a comma); a date yyyy-MM-dd; a
 * date-time an ISO instant; for an html question (356) the HTML as written, untrusted (render it only through the
 * shared sanitiser); '' when unanswered and for headings. A question with a ParentQuestionId shows only when its
 * parent shows and the parent's answer is ParentAnswer (a dropdown) or ParentAnswer is one of its checked options (a
 * multi-checkbox); an answer kept on a hidden question is not printed. `SubFormId` puts the question in that
 * sub-form (see ChecklistSubForm); its ParentQuestionId, if any, is a question of the same sub-form.
 */
export const ChecklistQuestion = z.object({
  QuestionId: id,
  Question: text,
  FieldTypeId: id,
  Values: z.array(text),
  Answer: text,
  ParentQuestionId: z.nullable(id),
  ParentAnswer: z.nullable(text),
  SubFormId: z.nullable(id),
  Attachments: z.array(PrintFile),
});
export type ChecklistQuestion = z.infer<typeof ChecklistQuestion>;

/**
 * A sub-form of a checklist: a group of questions nested under the question ParentQuestionId, shown (with the
 * questions whose SubFormId it is, in their order) when that question shows and its answer is ParentAnswer, or
 * whenever it shows when ParentAnswer is null. The same matching as a child question.
 */
export const ChecklistSubForm = z.object({
  SubFormId: id,
  SubFormName: text,
  ParentQuestionId: id,
  ParentAnswer: z.nullable(text),
});
export type ChecklistSubForm = z.infer<typeof ChecklistSubForm>;

/** A checklist of a job with its questions in order (sub-form questions included, marked by SubFormId). */
export const ChecklistPrint = z.object({
  ChklistId: id,
  ChklistName: text,
  Questions: z.array(ChecklistQuestion),
  SubForms: z.array(ChecklistSubForm),
});
export type ChecklistPrint = z.infer<typeof ChecklistPrint>;

/**
 * A pricing line of a job. The quantity counted is ApprovedQty for an approved BOQ line (IsBOQRequest 1,
 * ApprovalStatusId 3: 1 pending, 2 rejected, 3 approved), else Qty. A time-based line (PriceTypeId 83 or
 * PricingUnitId 418) counts Hours and Minutes per unit; in work group 6 that time is DaysPerTask work days (of the
 * company's WorkDayMinutes) plus HoursPerTask and MinutesPerTask, and Hours and Minutes hold the total. Discount is
 * pounds (DiscountTypeId 80) or a percent of the line (81; 0 for none). TotalAmount is the line after its
 * discount, before tax; Percentage is the tax rate in percent and Tax the tax on TotalAmount.
 */
export const PricingLine = z.object({
  Item: text,
  Description: text,
  PricingUnit: text,
  Qty: amount,
  ApprovedQty: amount,
  UnitPrice: amount,
  TotalAmount: amount,
  Discount: amount,
  DiscountTypeId: id,
  Percentage: amount,
  Tax: amount,
  PriceTypeId: id,
  PricingUnitId: id,
  Hours: id,
  Minutes: id,
  DaysPerTask: id,
  HoursPerTask: id,
  MinutesPerTask: id,
  IsBOQRequest: bit,
  ApprovalStatusId: id,
  WorkGroupId: id,
});
export type PricingLine = z.infer<typeof PricingLine>;

/** The travel of a job: worked time and travel time in minutes, distance in miles; 0 each when none is recorded. */
export const JobTravel = z.object({ AWorkduration: id, ATravelDistance: amount, ATravelDuration: id });
export type JobTravel = z.infer<typeof JobTravel>;

/**
 * A file of a job. `AttachementType` is its extension, lower case (png, jpg, jpeg, gif and dwg are shown as
 * images); `Type` the group the printout lists it under (Before, After, Documents, ...); `CapturedDate` an instant.
 */
export const JobAttachment = z.object({
  FileName: text,
  AttachementType: text,
  Type: text,
  CapturedDate: text,
  Description: text,
  AttachmentSubCategory: text,
  Attachment: text,
});
export type JobAttachment = z.infer<typeof JobAttachment>;

/** The customer's feedback on a job: a rating out of 5 stars. */
export const CustomerFeedback = z.object({
  Rating: z.number().check(z.int(), z.gte(0), z.lte(5)),
  Feedback: text,
  FeedbackBy: text,
});
export type CustomerFeedback = z.infer<typeof CustomerFeedback>;

/** An SLA of a job and whether it was met (ActualSLAEndTime null while open). */
export const SlaHistoryEntry = z.object({
  PriorityId: id,
  PriorityName: text,
  SLAType: z.enum(['Response', 'Resolution']),
  Durationstr: text,
  RespSLADurationTypeId: id,
  ReslSLADurationTypeId: id,
  ResponseSLADurationType: text,
  ResolutionSLADurationType: text,
  CreatedDate: text,
  ApptPrefDate: when,
  SLAStartTime: text,
  SLAEndTime: text,
  ActualSLAEndTime: when,
  IsSLAMet: z.boolean(),
});
export type SlaHistoryEntry = z.infer<typeof SlaHistoryEntry>;

/** Equipment worked on in a job. */
export const JobEquipment = z.object({ Brand: text, Model: text, SerialNo: text, TagNo: text });
export type JobEquipment = z.infer<typeof JobEquipment>;

/** A part requested for a job. */
export const PartRequestLine = z.object({
  PartRequestNo: text,
  PartNo: text,
  Description: text,
  RequestedQty: amount,
  PartReqStatus: text,
});
export type PartRequestLine = z.infer<typeof PartRequestLine>;

/** A shipment of a job's parts (ETATime HH:mm). */
export const PartShipping = z.object({
  ShipVia: text,
  ShippingDate: text,
  TrackingNo: text,
  ETADate: text,
  ETATime: text,
});
export type PartShipping = z.infer<typeof PartShipping>;

/** The parts requested for a job and their shipments. */
export const PartRequestDetails = z.object({
  PartLists: z.array(PartRequestLine),
  Shipping: z.array(PartShipping),
});
export type PartRequestDetails = z.infer<typeof PartRequestDetails>;

/** A part returned from a job (RMA). */
export const RmaPart = z.object({ RMANo: text, RMATrackingNo: text, RMAShippingDate: text });
export type RmaPart = z.infer<typeof RmaPart>;

/** The parts returned from a job. */
export const RmaPartDetails = z.object({ JobRMAPartDetails: z.array(RmaPart) });
export type RmaPartDetails = z.infer<typeof RmaPartDetails>;

/**
 * The company's address and its printout images: each path ('' for none) is the FilePath GetPrintoutImage serves.
 */
export const CompanyPrintDetails = z.object({
  UnitNo: text,
  AddressLine1: text,
  AddressLine2: text,
  CityName: text,
  StateName: text,
  ZipCode: text,
  CountryName: text,
  PrintoutLogoPath: text,
  PrintoutHeaderPath: text,
  PrintOutFooterPath: text,
});
export type CompanyPrintDetails = z.infer<typeof CompanyPrintDetails>;

const companyParams = z.object({ companyId: pathId });
const jobParams = z.object({ companyId: pathId, woJobId: pathId });

/** A job call of the printout: GET by company and job; a job that is not the caller's company's is 404. */
function jobCall<R extends z.ZodMiniType>(name: string, response: R) {
  return endpoint({
    service: 'workOrder',
    method: 'GET',
    path: `JobPrint/${name}/{companyId}/{woJobId}`,
    access: 'token',
    params: jobParams,
    response,
  });
}

/** A company call of the printout: GET by company. */
function companyCall<R extends z.ZodMiniType>(name: string, response: R) {
  return endpoint({
    service: 'workOrder',
    method: 'GET',
    path: `JobPrint/${name}/{companyId}`,
    access: 'token',
    params: companyParams,
    response,
  });
}

/**
 * The job print data (spec, feature areas sections 3 and 7): what a job's printout and its e-mail read, by company
 * and job. Any user of the company reads any job of it, as the job details screen does; a job of another company
 * (or none) is 404, another company in the path 403.
 */
export const jobPrint = {
  /** The company's email print settings: its print sections (enabled, ordered by OrderId) and other print settings. */
  getEmailPrintJobSettings: companyCall('GetEmailPrintJobSettings', z.array(PrintSetting)),
  /** Whether the company sends the printout as the e-mail's HTML body or as a PDF, and the PDF's file name. */
  getPrintJobHtmlSetting: companyCall('GetPrintJobHtmlSetting', PrintJobHtmlSetting),
  /** The company's multi-day scheduling preference and the length of its work day. */
  getMultiDayPreference: companyCall('GetMultiDayPreference', MultiDayPreference),
  /** The company's address and the file paths of its printout logo, header and footer. */
  getCompanyPrintDetails: companyCall('GetCompanyPrintDetails', CompanyPrintDetails),
  /**
   * A printout image of the company (its logo, header or footer) by the FilePath GetCompanyPrintDetails gave;
   * any other path is 404.
   */
  getPrintoutImage: endpoint({
    service: 'workOrder',
    method: 'GET',
    path: 'JobPrint/GetPrintoutImage/{companyId}',
    access: 'token',
    params: companyParams,
    query: z.object({ FilePath: z.string().check(z.minLength(1), z.maxLength(300)) }),
    responseType: 'binary',
    response: BinaryFile,
  }),
  /** The customer's signature on the job, who signed and when. */
  getJobSignature: jobCall('GetJobSignature', JobSignature),
  /** The customer, site, billing and technician detail of the job, with its planned and actual times. */
  getCustomerTechDetails: jobCall('GetCustomerTechDetails', CustomerTechDetails),
  /** The technicians of the job (its own, then its crew) with their e-mails and mobiles: one for a single-tech job. */
  getCrewContacts: jobCall('GetCrewContacts', z.array(CrewContact)),
  /** The job detail: category, work type and task, planned time, preferred appointment and slot. */
  getJobDetail: jobCall('GetJobDetail', JobPrintDetail),
  /** The job's special instructions, service notes and technician remarks, oldest first. */
  getJobNotes: jobCall('GetJobNotes', JobNotes),
  /** The job's checklists with every question, its answer, options, parent, sub-form and attachments. */
  getChecklistPrintData: jobCall('GetChecklistPrintData', z.array(ChecklistPrint)),
  /** The job's pricing lines, in order. */
  getJobPricing: jobCall('GetJobPricing', z.array(PricingLine)),
  /** The job's worked time, travel distance and travel time (the printout's travel section). */
  getJobTravel: jobCall('GetJobTravel', JobTravel),
  /** The job's files with their bytes, in order (the printout groups them by Type). */
  getJobAttachments: jobCall('GetJobAttachments', z.array(JobAttachment)),
  /** The customer's feedback on the job, or null when none was given. */
  getCustomerFeedback: jobCall('GetCustomerFeedback', z.nullable(CustomerFeedback)),
  /** The job's SLA history: its response and resolution SLAs and whether each was met. */
  getSlaHistory: jobCall('GetSlaHistory', z.array(SlaHistoryEntry)),
  /** The equipment worked on in the job. */
  getJobEquipment: jobCall('GetJobEquipment', z.array(JobEquipment)),
  /** The parts requested for the job and their shipping. */
  getPartRequestDetails: jobCall('GetPartRequestDetails', PartRequestDetails),
  /** The parts returned from the job (RMA). */
  getRmaPartDetails: jobCall('GetRmaPartDetails', RmaPartDetails),
};
