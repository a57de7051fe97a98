import { PRICING, STANDARD_WORK_DAY_MINUTES } from '@fieldkit/core/contract';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from './schema';
import type { JobPricingLinesTable, PrintSettingsTable } from './schema-job-print';
import { copySeedFiles, type SeedFile } from './seed-alert-media';

// The job print data of the demo (spec, feature areas section 3): Acme's job 5001 (bob's) has every part of the
// printout; 5003 (carol's, with bob and alice in its crew) is the crew job; 5004 (bob's, two days on the chiller of
// PM-2001) is the multi-day job. Acme's work day is 450 minutes under multi-day scheduling; Borealis keeps 480.
// Harbour Estates (job 5003's customer) has its printouts in French; Northwind (5001, 5004) keeps en-GB.

const ACME = 2;
const BOREALIS = 3;
/** bob's job with every section. */
export const PRINT_JOB = 5001;
/** carol's job with a crew: carol, bob and alice. */
export const CREW_JOB = 5003;
/** bob's two-day job, priced in work group 6. */
export const MULTI_DAY_JOB = 5004;
/** Acme's work day under multi-day scheduling, in minutes. */
export const ACME_WORK_DAY_MINUTES = 450;
/** The checklists filled in on job 5001. */
export const CHECKLISTS = { inspection: 601, handover: 602 } as const;

/** The files of the job print data: from `seed-media/`, to where they are kept under the uploads folder. */
export const JOB_PRINT_MEDIA = {
  acmeLogo: { file: 'acme-printout-logo.png', path: 'printout/2/logo.png' },
  acmeHeader: { file: 'acme-printout-header.png', path: 'printout/2/header.png' },
  acmeFooter: { file: 'acme-printout-footer.png', path: 'printout/2/footer.png' },
  borealisLogo: { file: 'borealis-printout-logo.png', path: 'printout/3/logo.png' },
  borealisHeader: { file: 'borealis-printout-header.png', path: 'printout/3/header.png' },
  borealisFooter: { file: 'borealis-printout-footer.png', path: 'printout/3/footer.png' },
  signature: { file: 'customer-signature.png', path: 'jobs/2/5001/signature.png' },
  gauge: { file: 'boiler-gauge.jpg', path: 'jobs/2/5001/files/1-boiler-gauge.jpg' },
  belt: { file: 'ahu-belt.jpg', path: 'jobs/2/5001/files/2-ahu-belt.jpg' },
  landlordLogo: { file: 'harbour-logo.png', path: 'jobs/2/5001/files/3-harbour-logo.png' },
  readings: { file: 'ahu-readings.csv', path: 'jobs/2/5001/files/4-ahu-readings.csv' },
  beltCloseUp: { file: 'ahu-belt.jpg', path: 'jobs/2/5001/checklists/6106-1.jpg' },
  wornBelt: { file: 'boiler-gauge.jpg', path: 'jobs/2/5001/checklists/6109-1.jpg' },
} as const satisfies Record<string, SeedFile>;

/** Copies the job print data's files into the uploads folder. */
export async function copyJobPrintMedia(uploadsRoot: string): Promise<void> {
  await copySeedFiles(uploadsRoot, Object.values(JOB_PRINT_MEDIA));
}

const SECTION_CAPTIONS: Record<number, string> = {
  1: 'SLA History',
  2: 'Equipment',
  3: 'Part Request',
  4: 'Shipping',
  5: 'RMA Part',
  6: 'Pricing',
  7: 'Special Instruction',
  8: 'Service Notes',
  9: 'Checklist Forms',
  10: 'Form Attachments',
  11: 'Attachments',
  18: 'Technician Remarks',
  20: 'Travel / Conveyance',
};
const OPTION_CAPTIONS: Record<number, string> = {
  12: 'Customer Signature',
  13: 'Feedback',
  14: 'Remarks',
  15: 'Technician',
  16: 'Customer',
  17: 'Supervisor',
  19: 'Billing Address',
  21: 'Print Notes',
};

/**
 * A company's print settings: its sections in the order given (OrderId 1, 2, ...), those in `disabled` off, and the
 * other settings (type 1, OrderId 0), those in `disabled` off.
 */
function printSettings(companyId: number, order: number[], disabled: number[]): PrintSettingsTable[] {
  const sections = order.map((id, i) => ({
    company_id: companyId,
    setting_id: id,
    setting_type_id: 2,
    caption: SECTION_CAPTIONS[id]!,
    is_enabled: disabled.includes(id) ? (0 as const) : (1 as const),
    order_id: i + 1,
  }));
  const options = Object.entries(OPTION_CAPTIONS).map(([id, caption]) => ({
    company_id: companyId,
    setting_id: Number(id),
    setting_type_id: 1,
    caption,
    is_enabled: disabled.includes(Number(id)) ? (0 as const) : (1 as const),
    order_id: 0,
  }));
  return [...sections, ...options];
}

/** Acme prints checklists and pricing first; shipping, RMA parts and the supervisor's signature box are off. */
export const ACME_SECTION_ORDER = [9, 6, 1, 7, 8, 18, 2, 3, 4, 20, 10, 11, 5];
export const ACME_DISABLED = [4, 5, 17];
/** Borealis prints its sections by id; SLA history and pricing are off, and so is feedback. */
const BOREALIS_SECTION_ORDER = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 20];
const BOREALIS_DISABLED = [1, 6, 13];

type PriceInput = Partial<Omit<JobPricingLinesTable, 'total_amount' | 'tax'>> &
  Pick<JobPricingLinesTable, 'item' | 'description' | 'qty' | 'unit_price'>;

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * A pricing line with its total and tax worked out as the contract's PricingLine says: the approved quantity of an
 * approved BOQ line, the time of a time-based line (a work group 6 line's from its days of `workDayMinutes`), the
 * discount, then the tax on the rest.
 */
function priced(
  jobId: number,
  lineNo: number,
  input: PriceInput,
  workDayMinutes = STANDARD_WORK_DAY_MINUTES,
) {
  const line = {
    company_id: ACME,
    job_id: jobId,
    line_no: lineNo,
    pricing_unit: 'Each',
    approved_qty: 0,
    discount: 0,
    discount_type_id: 0,
    percentage: 20,
    price_type_id: 82,
    pricing_unit_id: 410,
    hours: 0,
    minutes: 0,
    days_per_task: 0,
    hours_per_task: 0,
    minutes_per_task: 0,
    is_boq_request: 0 as const,
    approval_status_id: 0,
    work_group_id: 1,
    ...input,
  };
  if (line.work_group_id === PRICING.MultiDayWorkGroup) {
    const total = line.days_per_task * workDayMinutes + line.hours_per_task * 60 + line.minutes_per_task;
    line.hours = Math.floor(total / 60);
    line.minutes = total % 60;
  }
  const approved = line.is_boq_request === 1 && line.approval_status_id === PRICING.ApprovedBoq;
  const count = approved ? line.approved_qty : line.qty;
  const timeBased =
    line.price_type_id === PRICING.TimeBasedPriceType ||
    line.pricing_unit_id === PRICING.TimeBasedPricingUnit;
  const gross = count * (timeBased ? line.hours + line.minutes / 60 : 1) * line.unit_price;
  const off =
    line.discount_type_id === PRICING.AmountDiscount
      ? line.discount
      : line.discount_type_id === PRICING.PercentDiscount
        ? (gross * line.discount) / 100
        : 0;
  const total = round2(gross - off);
  return { ...line, total_amount: total, tax: round2((total * line.percentage) / 100) };
}

/** A checklist question: id, text, field type, options, and where it hangs (parent and answer, sub-form). */
type QuestionSeed = [
  id: number,
  question: string,
  fieldType: number,
  options?: string[],
  parent?: [questionId: number, answer: string] | null,
  subForm?: number,
];

const INSPECTION: QuestionSeed[] = [
  [6101, 'Unit condition', 25],
  [6102, 'Unit tag', 26],
  [6103, 'Filter size', 27],
  [6104, 'Belt part number', 320],
  [6105, 'Motor current (A)', 329],
  [6106, 'Technician comments', 355],
  [6107, 'Site contact on arrival', 380],
  [6108, 'Belt condition', 28, ['Good', 'Worn', 'Broken']],
  [6109, 'Describe the wear', 26, [], [6108, 'Worn']],
  [6110, 'Where did it break?', 26, [], [6108, 'Broken']],
  [6111, 'Electrical checks', 330],
  [6112, 'Checks done', 328, ['Isolator tested', 'Earth bonding', 'Thermal scan', 'Vibration']],
  [6113, 'Hottest point (°C)', 26, [], [6112, 'Thermal scan']],
  [6114, 'Vibration reading (mm/s)', 26, [], [6112, 'Vibration']],
  [6115, 'Guards refitted?', 29, ['Yes', 'No']],
  [6116, 'Next service due', 350],
  [6117, 'Unit restarted at', 399],
  [6118, 'Overall result', 986, ['Pass', 'Pass with remarks', 'Fail']],
  [6119, 'Remarks', 352, [], null, 6301],
  [6120, 'Remark', 26, [], null, 6301],
  [6121, 'Urgency', 28, ['Low', 'Medium', 'High'], null, 6301],
  [6122, 'Escalated to', 26, [], [6121, 'High'], 6301],
];

const HANDOVER: QuestionSeed[] = [
  [6201, 'Customer handover', 25],
  [6202, 'Handover notes', 356],
  [6203, "Customer's own notes", 356],
];

/** The hostile answer a renderer must sanitise: an image whose error handler would run script. */
export const HOSTILE_HTML_ANSWER = '<p>Looks fine to me.</p><img src=x onerror=alert(1)>';

function answersOf5001(now: Date): Record<number, string> {
  return {
    6102: 'AHU-3',
    6103: '592 x 592 x 48',
    6104: 'SPZ-1250',
    6105: '4.2',
    6106: 'Belts were glazed; tension set to 12 mm deflection.\nFan runs quietly after the change.',
    6107: 'Priya Shah',
    6108: 'Worn',
    6109: 'Glazed along its length, cracks every 5 cm.',
    // Answered before the belt condition changed: kept, but hidden (the parent's answer is Worn, not Broken).
    6110: 'Hidden answer: snapped at the splice.',
    6112: 'Isolator tested,Thermal scan',
    6113: '41',
    // Hidden: Vibration is not checked.
    6114: '7.1',
    6115: 'Yes',
    6116: day(90, now),
    6117: at(-1, '11:05', now),
    6118: 'Pass with remarks',
    6120: 'Replace the filters at the next visit.',
    6121: 'Medium',
    6122: 'Hidden answer: escalated to the contracts manager.',
    6202: '<p>Belts <strong>replaced</strong> as a matched pair; see the <em>photos</em>.</p><ul><li>Filters due in February</li><li>Motor quote to follow</li></ul>',
    6203: HOSTILE_HTML_ANSWER,
  };
}

function day(offsetDays: number, now: Date): string {
  return new Date(now.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** An instant at a time of day (UTC) some days from now. */
function at(offsetDays: number, time: string, now: Date): string {
  return `${day(offsetDays, now)}T${time}:00.000Z`;
}

/** Rows of a job, numbered in order. */
function lines<T>(jobId: number, rows: T[], companyId = ACME) {
  return rows.map((row, i) => ({ company_id: companyId, job_id: jobId, line_no: i + 1, ...row }));
}

type Db = Kysely<Database>;

async function seedCompanies(db: Db): Promise<void> {
  const media = JOB_PRINT_MEDIA;
  await db
    .insertInto('company_print_profiles')
    .values([
      {
        company_id: ACME,
        unit_no: 'Suite 4',
        address_line1: '12 Wellington Street',
        address_line2: 'Aire Park',
        city_name: 'Leeds',
        state_name: 'West Yorkshire',
        zip_code: 'LS1 4DL',
        country_name: 'United Kingdom',
        printout_logo_path: media.acmeLogo.path,
        printout_header_path: media.acmeHeader.path,
        printout_footer_path: media.acmeFooter.path,
        print_job_html: 0,
        file_setting: '{WoJobId}.pdf',
        is_multi_day_scheduling: 1,
        work_day_minutes: ACME_WORK_DAY_MINUTES,
      },
      {
        company_id: BOREALIS,
        unit_no: '',
        address_line1: 'Bryggen 5',
        address_line2: '',
        city_name: 'Bergen',
        state_name: 'Vestland',
        zip_code: '5003',
        country_name: 'Norway',
        printout_logo_path: media.borealisLogo.path,
        printout_header_path: media.borealisHeader.path,
        printout_footer_path: media.borealisFooter.path,
        print_job_html: 0,
        file_setting: '{WoNumber}-{WoJobId}.pdf',
        is_multi_day_scheduling: 0,
        work_day_minutes: STANDARD_WORK_DAY_MINUTES,
      },
    ])
    .execute();
  await db
    .insertInto('print_settings')
    .values([
      ...printSettings(ACME, ACME_SECTION_ORDER, ACME_DISABLED),
      ...printSettings(BOREALIS, BOREALIS_SECTION_ORDER, BOREALIS_DISABLED),
    ])
    .execute();
}

/** Customers' sites and billing addresses, users' mobiles, work orders' projects, the crew and multi-day jobs. */
async function seedRecords(db: Db, now: Date): Promise<void> {
  await db
    .updateTable('customers')
    .set({
      address_line1: 'Northwind House, 22 Park Row',
      address_line2: 'City Centre',
      unit_no: 'Floor 3',
      state_name: 'West Yorkshire',
      zip_code: 'LS1 5HD',
      contact_name: 'Priya Shah',
      phone: '+441134960101',
      mobile: '+447700900456',
      email: 'facilities@northwind.example',
      billing_address_line1: 'Northwind Group plc, 1 King Street',
      billing_address_line2: 'Accounts Payable',
      billing_unit_no: '',
      billing_city_name: 'Manchester',
      billing_state_name: 'Greater Manchester',
      billing_zip_code: 'M2 6AZ',
      billing_contact_name: 'Accounts team',
      billing_phone: '+441614960200',
      billing_mobile: '',
      billing_email: 'ap@northwind.example',
      customer_type: 'Commercial',
      clli_code: 'LDSNWO01',
    })
    .where('company_id', '=', ACME)
    .where('customer_id', '=', 7001)
    .execute();
  await db
    .updateTable('customers')
    .set({
      address_line1: 'Harbour Retail Park, Unit 12',
      zip_code: 'BS1 6XN',
      state_name: 'Bristol',
      contact_name: 'Tom Reed',
      mobile: '+447700900789',
      email: 'estates@harbour.example',
      billing_address_line1: 'Harbour Estates Ltd, 4 Quay Street',
      billing_city_name: 'Bristol',
      billing_zip_code: 'BS1 4DJ',
      billing_email: 'accounts@harbour.example',
      customer_type: 'Retail',
      clli_code: 'BRSTHRP1',
      is_network: 1,
      print_language: 'fr-FR',
    })
    .where('company_id', '=', ACME)
    .where('customer_id', '=', 7002)
    .execute();
  const mobiles: Array<[number, string]> = [
    [2, '+447700900301'],
    [3, '+447700900302'],
    [4, '+447700900303'],
    [5, '+4791000005'],
  ];
  for (const [loginId, mobile] of mobiles)
    await db.updateTable('users').set({ mobile }).where('login_id', '=', loginId).execute();
  await db
    .updateTable('work_orders')
    .set({ project_id: 8001 })
    .where('company_id', '=', ACME)
    .where('work_order_id', 'in', [1001, 2001])
    .execute();
  await db
    .updateTable('work_orders')
    .set({ project_id: 8002 })
    .where('company_id', '=', ACME)
    .where('work_order_id', '=', 1002)
    .execute();
  await db
    .insertInto('jobs')
    .values({
      company_id: ACME,
      job_id: MULTI_DAY_JOB,
      work_order_id: 2001,
      tech_id: 3,
      category_id: 1,
      is_in_house: 0,
      status: 'Scheduled',
      scheduled_date: day(2, now),
      description: 'Chiller overhaul over two days',
    })
    .execute();
  // bob is in 5003's crew already (the notes seed); alice joins him.
  await db.insertInto('job_crew').values({ company_id: ACME, job_id: CREW_JOB, login_id: 2 }).execute();
}

async function seedFacts(db: Db, now: Date): Promise<void> {
  const common = {
    company_id: ACME,
    vendor_name: 'Acme Direct',
    time_zone_id: 'Europe/London',
    sign_by_name: '',
    signature_path: null,
    signed_date: null,
  };
  await db
    .insertInto('job_print_facts')
    .values([
      {
        ...common,
        job_id: PRINT_JOB,
        wo_category: 'Reactive maintenance',
        work_type: 'HVAC',
        work_task: 'Belt replacement',
        slot_name: 'Morning (08:00-12:00)',
        appt_pref_date: day(1, now),
        days: 0,
        hours: 2,
        minutes: 30,
        actual_worked_days: 0,
        actual_worked_hours: 2,
        actual_worked_minutes: 40,
        actual_travel_time: 35,
        actual_travel_distance: 18.4,
        is_customer_signature_req: 1,
        sign_by_name: 'Priya Shah',
        signature_path: JOB_PRINT_MEDIA.signature.path,
        signed_date: at(-1, '11:20', now),
      },
      {
        ...common,
        job_id: CREW_JOB,
        wo_category: 'Compliance',
        work_type: 'Electrical',
        work_task: 'Emergency lighting test',
        slot_name: 'Afternoon (12:00-17:00)',
        appt_pref_date: null,
        days: 0,
        hours: 4,
        minutes: 0,
        actual_worked_days: 0,
        actual_worked_hours: 0,
        actual_worked_minutes: 0,
        actual_travel_time: 0,
        actual_travel_distance: 0,
        is_customer_signature_req: 1,
      },
      {
        ...common,
        job_id: MULTI_DAY_JOB,
        wo_category: 'Planned maintenance',
        work_type: 'HVAC',
        work_task: 'Chiller overhaul',
        slot_name: 'All day',
        appt_pref_date: day(2, now),
        days: 2,
        hours: 3,
        minutes: 30,
        actual_worked_days: 1,
        actual_worked_hours: 6,
        actual_worked_minutes: 15,
        actual_travel_time: 50,
        actual_travel_distance: 22,
        is_customer_signature_req: 0,
      },
    ])
    .execute();
  await db
    .insertInto('job_travel')
    .values([
      {
        company_id: ACME,
        job_id: PRINT_JOB,
        a_work_duration: 160,
        a_travel_distance: 18.4,
        a_travel_duration: 35,
      },
      {
        company_id: ACME,
        job_id: MULTI_DAY_JOB,
        a_work_duration: ACME_WORK_DAY_MINUTES + 375,
        a_travel_distance: 22,
        a_travel_duration: 50,
      },
    ])
    .execute();
  await db
    .insertInto('job_feedback')
    .values({
      company_id: ACME,
      job_id: PRINT_JOB,
      rating: 4,
      feedback: 'Quick and tidy, and the rattle is gone. Please call ahead next time.',
      feedback_by: 'Priya Shah',
    })
    .execute();
}

const sla = (
  type: 'Response' | 'Resolution',
  duration: string,
  start: string,
  end: string,
  actual: string | null,
  met: boolean,
) => ({
  priority_id: 2,
  priority_name: 'High',
  sla_type: type,
  duration_str: duration,
  resp_sla_duration_type_id: 2,
  resl_sla_duration_type_id: 3,
  response_sla_duration_type: 'Hours',
  resolution_sla_duration_type: 'Days',
  created_date: start,
  appt_pref_date: null,
  sla_start_time: start,
  sla_end_time: end,
  actual_sla_end_time: actual,
  is_sla_met: met ? (1 as const) : (0 as const),
});

async function seedSections(db: Db, now: Date): Promise<void> {
  const job = PRINT_JOB;
  const opened = at(-3, '08:10', now);
  await db
    .insertInto('job_sla_history')
    .values(
      lines(job, [
        sla('Response', '4 hours', opened, at(-3, '12:10', now), at(-3, '11:15', now), true),
        sla('Resolution', '2 days', opened, at(-1, '08:10', now), at(-1, '11:20', now), false),
      ]),
    )
    .execute();
  await db
    .insertInto('job_equipment')
    .values(
      lines(job, [
        { brand: 'Daikin', model: 'D-AHU Modular R 6', serial_no: 'DK-AHU3-22871', tag_no: 'AHU-3' },
        { brand: 'ABB', model: 'M2BAX 1.5 kW motor', serial_no: 'ABB-3GBA0913', tag_no: 'MTR-3A' },
      ]),
    )
    .execute();
  const part = (no: string, partNo: string, description: string, qty: number, status: string) => ({
    part_request_no: no,
    part_no: partNo,
    description,
    requested_qty: qty,
    part_req_status: status,
  });
  await db
    .insertInto('job_part_requests')
    .values(
      lines(job, [
        part('PR-7001', 'BELT-SPZ1250', 'SPZ 1250 V-belt', 2, 'Delivered'),
        part('PR-7001', 'FILTER-592', 'Panel filter 592 x 592 x 48', 4, 'Delivered'),
        part('PR-7002', 'MOTOR-1.5KW', 'Fan motor 1.5 kW', 1, 'Ordered'),
      ]),
    )
    .execute();
  await db
    .insertInto('job_shipments')
    .values(
      lines(job, [
        {
          ship_via: 'DPD Next Day',
          shipping_date: day(-2, now),
          tracking_no: '15501234567890',
          eta_date: day(-1, now),
          eta_time: '10:30',
        },
      ]),
    )
    .execute();
  await db
    .insertInto('job_rma_parts')
    .values(
      lines(job, [
        { rma_no: 'RMA-55120', rma_tracking_no: '1Z999AA10123456784', rma_shipping_date: day(-1, now) },
      ]),
    )
    .execute();
  await db
    .insertInto('job_pricing_lines')
    .values([
      priced(job, 1, {
        item: 'BELT-SPZ1250',
        description: 'SPZ 1250 V-belt',
        qty: 2,
        unit_price: 18.5,
        discount: 5,
        discount_type_id: PRICING.AmountDiscount,
      }),
      priced(job, 2, {
        item: 'FILTER-592',
        description: 'Panel filter 592 x 592 x 48',
        qty: 4,
        unit_price: 12.75,
        discount: 10,
        discount_type_id: PRICING.PercentDiscount,
      }),
      priced(job, 3, {
        item: 'LAB-STD',
        description: 'Labour, standard rate',
        pricing_unit: 'Hour',
        qty: 1,
        unit_price: 65,
        price_type_id: PRICING.TimeBasedPriceType,
        pricing_unit_id: PRICING.TimeBasedPricingUnit,
        hours: 2,
        minutes: 30,
      }),
      priced(job, 4, {
        item: 'MOTOR-1.5KW',
        description: 'Fan motor 1.5 kW (BOQ, approved for one)',
        qty: 2,
        approved_qty: 1,
        unit_price: 240,
        is_boq_request: 1,
        approval_status_id: PRICING.ApprovedBoq,
      }),
      priced(job, 5, {
        item: 'PULLEY-SPZ',
        description: 'Taper-lock pulley (BOQ, awaiting approval)',
        qty: 1,
        unit_price: 36,
        is_boq_request: 1,
        approval_status_id: 1,
      }),
      priced(job, 6, {
        item: 'CALLOUT',
        description: 'Call-out charge',
        qty: 1,
        unit_price: 45,
        percentage: 0,
      }),
      priced(
        MULTI_DAY_JOB,
        1,
        {
          item: 'LAB-MD',
          description: 'Chiller overhaul labour, multi-day',
          pricing_unit: 'Hour',
          qty: 1,
          unit_price: 58,
          price_type_id: PRICING.TimeBasedPriceType,
          pricing_unit_id: PRICING.TimeBasedPricingUnit,
          work_group_id: PRICING.MultiDayWorkGroup,
          days_per_task: 2,
          hours_per_task: 3,
          minutes_per_task: 30,
        },
        ACME_WORK_DAY_MINUTES,
      ),
      priced(MULTI_DAY_JOB, 2, {
        item: 'GASKET-KIT',
        description: 'Chiller gasket kit',
        qty: 1,
        unit_price: 84,
      }),
    ] satisfies Insertable<JobPricingLinesTable>[])
    .execute();
  await db
    .insertInto('job_special_instructions')
    .values(
      lines(job, [
        {
          note: 'Park in bay 12; the loading bay is closed on Tuesdays.',
          created_date: at(-3, '08:15', now),
        },
        { note: 'Wear a harness on the roof walkway.', created_date: at(-3, '08:20', now) },
      ]),
    )
    .execute();
  await db
    .insertInto('job_technician_remarks')
    .values(
      lines(job, [
        {
          note: 'Old belts glazed and cracked; replaced both as a matched pair.',
          created_date: at(-1, '10:50', now),
        },
        {
          note: 'Motor bearing noisy at start-up: quote raised for a new motor.',
          created_date: at(-1, '11:10', now),
        },
      ]),
    )
    .execute();
  const file = (
    media: SeedFile,
    type: string,
    description: string,
    subCategory: string,
    captured: string,
  ) => ({
    file_name: media.file,
    attachement_type: media.file.split('.').at(-1)!.toLowerCase(),
    type,
    captured_date: captured,
    description,
    attachment_sub_category: subCategory,
    file_path: media.path,
  });
  const m = JOB_PRINT_MEDIA;
  await db
    .insertInto('job_attachments')
    .values(
      lines(job, [
        file(m.gauge, 'Before', 'Plant room gauge on arrival', 'Site photos', at(-1, '08:58', now)),
        file(m.belt, 'After', 'New belts fitted', 'Site photos', at(-1, '10:45', now)),
        file(m.landlordLogo, 'Documents', "Landlord's logo for the report", 'Branding', at(-2, '16:00', now)),
        file(m.readings, 'Documents', 'Motor current readings', 'Readings', at(-1, '10:40', now)),
      ]),
    )
    .execute();
}

async function seedChecklists(db: Db, now: Date): Promise<void> {
  await db
    .insertInto('checklists')
    .values([
      { company_id: ACME, chklist_id: CHECKLISTS.inspection, chklist_name: 'AHU inspection' },
      { company_id: ACME, chklist_id: CHECKLISTS.handover, chklist_name: 'Customer handover' },
    ])
    .execute();
  await db
    .insertInto('checklist_sub_forms')
    .values({
      company_id: ACME,
      sub_form_id: 6301,
      chklist_id: CHECKLISTS.inspection,
      sub_form_name: 'Remarks for the customer',
      parent_question_id: 6118,
      parent_answer: 'Pass with remarks',
    })
    .execute();
  const questions = (chklistId: number, seeds: QuestionSeed[]) =>
    seeds.map(([id, question, fieldType, , parent, subForm], i) => ({
      company_id: ACME,
      question_id: id,
      chklist_id: chklistId,
      sort_order: i + 1,
      question,
      field_type_id: fieldType,
      parent_question_id: parent?.[0] ?? null,
      parent_answer: parent?.[1] ?? null,
      sub_form_id: subForm ?? null,
    }));
  await db
    .insertInto('checklist_questions')
    .values([...questions(CHECKLISTS.inspection, INSPECTION), ...questions(CHECKLISTS.handover, HANDOVER)])
    .execute();
  await db
    .insertInto('checklist_question_options')
    .values(
      [...INSPECTION, ...HANDOVER].flatMap(([id, , , options = []]) =>
        options.map((value, i) => ({ company_id: ACME, question_id: id, option_no: i + 1, value })),
      ),
    )
    .execute();
  await db
    .insertInto('job_checklists')
    .values(lines(PRINT_JOB, [{ chklist_id: CHECKLISTS.inspection }, { chklist_id: CHECKLISTS.handover }]))
    .execute();
  await db
    .insertInto('checklist_answers')
    .values(
      Object.entries(answersOf5001(now)).map(([questionId, answer]) => ({
        company_id: ACME,
        job_id: PRINT_JOB,
        question_id: Number(questionId),
        answer,
      })),
    )
    .execute();
  await db
    .insertInto('checklist_answer_files')
    .values(
      lines(PRINT_JOB, [
        { question_id: 6106, file_name: 'belt-close-up.jpg', file_path: JOB_PRINT_MEDIA.beltCloseUp.path },
        { question_id: 6109, file_name: 'worn-belt.jpg', file_path: JOB_PRINT_MEDIA.wornBelt.path },
      ]),
    )
    .execute();
}

/** The job print data of the demo (after the shell's records and the notes, whose jobs and crews it extends). */
export async function seedJobPrintDemo(db: Db, now = new Date()): Promise<void> {
  await seedCompanies(db);
  await seedRecords(db, now);
  await seedFacts(db, now);
  await seedSections(db, now);
  await seedChecklists(db, now);
}
