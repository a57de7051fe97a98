import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ACME_DISABLED,
  ACME_SECTION_ORDER,
  ACME_WORK_DAY_MINUTES,
  CHECKLISTS,
  CREW_JOB,
  HOSTILE_HTML_ANSWER,
  JOB_PRINT_MEDIA,
  MULTI_DAY_JOB,
  PRINT_JOB,
} from './demo-job-print';
import { call, signIn, startTestServer, type TestServer } from './helpers';

// The job print data (issue 11, "Job data, for real"): every call of the jobPrint group against the demo seed.

const API = '/api/workOrder/JobPrint';
const SEED_MEDIA = new URL('../fixtures/media/', import.meta.url);
const seedFile = (name: string) => readFileSync(new URL(name, SEED_MEDIA));

let t: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestServer();
  for (const name of ['alice', 'bob', 'dave']) tokens[name] = (await signIn(t.url, name)).access_token;
});
afterAll(async () => {
  await t.dispose();
});

/** A job print call of a user: `name/companyId[/jobId]`. */
async function get(user: string, name: string, companyId: number, jobId?: number) {
  const path = `${API}/${name}/${companyId}${jobId === undefined ? '' : `/${jobId}`}`;
  return call(t.url, 'GET', path, { token: tokens[user] });
}

/** The answer of a call that must succeed. */
async function ok(user: string, name: string, companyId: number, jobId?: number) {
  const answer = await get(user, name, companyId, jobId);
  expect(answer.status, `${name} ${answer.status} ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
}

const JOB_CALLS = [
  'GetJobSignature',
  'GetCustomerTechDetails',
  'GetCrewContacts',
  'GetJobDetail',
  'GetJobNotes',
  'GetChecklistPrintData',
  'GetJobPricing',
  'GetJobTravel',
  'GetJobAttachments',
  'GetCustomerFeedback',
  'GetSlaHistory',
  'GetJobEquipment',
  'GetPartRequestDetails',
  'GetRmaPartDetails',
];
const COMPANY_CALLS = [
  'GetEmailPrintJobSettings',
  'GetPrintJobHtmlSetting',
  'GetMultiDayPreference',
  'GetCompanyPrintDetails',
];

describe('the company: print settings, how a printout is sent, the work day, the printout images', () => {
  test("Acme's print sections in their seeded order, some disabled, and its other print settings", async () => {
    const settings = (await ok('alice', 'GetEmailPrintJobSettings', 2)) as Array<{
      SettingId: number;
      SettingTypeId: number;
      Caption: string;
      IsEnabled: number;
      OrderId: number;
    }>;
    const sections = settings.filter((s) => s.SettingTypeId === 2);
    expect(sections.map((s) => s.SettingId)).toEqual(ACME_SECTION_ORDER);
    expect(sections.map((s) => s.OrderId)).toEqual(ACME_SECTION_ORDER.map((_, i) => i + 1));
    expect(sections.filter((s) => s.IsEnabled === 0).map((s) => s.SettingId)).toEqual([4, 5]);
    expect(sections.find((s) => s.SettingId === 9)).toEqual({
      SettingId: 9,
      SettingTypeId: 2,
      Caption: 'Checklist Forms',
      IsEnabled: 1,
      OrderId: 1,
    });
    const others = settings.filter((s) => s.SettingTypeId === 1);
    expect(others.map((s) => s.SettingId)).toEqual([12, 13, 14, 15, 16, 17, 19, 21]);
    expect(others.filter((s) => s.IsEnabled === 0).map((s) => s.SettingId)).toEqual(
      ACME_DISABLED.filter((id) => id > 11),
    );
  });

  test('Borealis has its own settings: SLA history and pricing off, sections by id', async () => {
    const settings = (await ok('dave', 'GetEmailPrintJobSettings', 3)) as Array<{
      SettingId: number;
      SettingTypeId: number;
      IsEnabled: number;
    }>;
    const sections = settings.filter((s) => s.SettingTypeId === 2);
    expect(sections.map((s) => s.SettingId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 20]);
    expect(sections.filter((s) => s.IsEnabled === 0).map((s) => s.SettingId)).toEqual([1, 6]);
  });

  test('print job html and file setting; the multi-day preference of each company', async () => {
    expect(await ok('alice', 'GetPrintJobHtmlSetting', 2)).toEqual({
      PrintJobHtml: 0,
      FileSetting: '{WoJobId}.pdf',
    });
    expect(await ok('dave', 'GetPrintJobHtmlSetting', 3)).toEqual({
      PrintJobHtml: 0,
      FileSetting: '{WoNumber}-{WoJobId}.pdf',
    });
    expect(await ok('bob', 'GetMultiDayPreference', 2)).toEqual({
      IsMultiDayScheduling: true,
      WorkDayMinutes: ACME_WORK_DAY_MINUTES,
    });
    expect(await ok('dave', 'GetMultiDayPreference', 3)).toEqual({
      IsMultiDayScheduling: false,
      WorkDayMinutes: 480,
    });
  });

  test("the company's address and printout image paths; each image served as the seeded bytes", async () => {
    const details = await ok('alice', 'GetCompanyPrintDetails', 2);
    expect(details).toEqual({
      UnitNo: 'Suite 4',
      AddressLine1: '12 Wellington Street',
      AddressLine2: 'Aire Park',
      CityName: 'Leeds',
      StateName: 'West Yorkshire',
      ZipCode: 'LS1 4DL',
      CountryName: 'United Kingdom',
      PrintoutLogoPath: JOB_PRINT_MEDIA.acmeLogo.path,
      PrintoutHeaderPath: JOB_PRINT_MEDIA.acmeHeader.path,
      PrintOutFooterPath: JOB_PRINT_MEDIA.acmeFooter.path,
    });
    for (const [path, file] of [
      [details.PrintoutLogoPath, JOB_PRINT_MEDIA.acmeLogo.file],
      [details.PrintoutHeaderPath, JOB_PRINT_MEDIA.acmeHeader.file],
      [details.PrintOutFooterPath, JOB_PRINT_MEDIA.acmeFooter.file],
    ]) {
      const response = await image('alice', 2, path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await response.arrayBuffer()).equals(seedFile(file))).toBe(true);
    }
  });

  test("the printout image call serves only the company's own images", async () => {
    // Another company's image, a seeded job file, a path out of the uploads folder: not Acme's printout images.
    for (const path of [
      JOB_PRINT_MEDIA.borealisLogo.path,
      JOB_PRINT_MEDIA.signature.path,
      '../../etc/passwd',
      'printout/2/../3/logo.png',
    ])
      expect((await image('alice', 2, path)).status, path).toBe(404);
    // Another company in the path: refused before anything is read.
    expect((await image('alice', 3, JOB_PRINT_MEDIA.borealisLogo.path)).status).toBe(403);
    expect((await image('dave', 2, JOB_PRINT_MEDIA.acmeLogo.path)).status).toBe(403);
    expect((await image('dave', 3, JOB_PRINT_MEDIA.borealisLogo.path)).status).toBe(200);
    expect((await image('alice', 2, '')).status).toBe(400);
  });
});

function image(user: string, companyId: number, path: string) {
  return fetch(`${t.url}${API}/GetPrintoutImage/${companyId}?FilePath=${encodeURIComponent(path)}`, {
    headers: { authorization: `Bearer ${tokens[user]}` },
  });
}

describe("bob's job 5001: every part of the printout", () => {
  test('customer and technician detail, with the site and billing addresses', async () => {
    const details = await ok('alice', 'GetCustomerTechDetails', 2, PRINT_JOB);
    expect(details).toMatchObject({
      AddressLine1: 'Northwind House, 22 Park Row',
      AddressLine2: 'City Centre',
      UnitNo: 'Floor 3',
      CityName: 'Leeds',
      StateName: 'West Yorkshire',
      ZipCode: 'LS1 5HD',
      ContactName: 'Priya Shah',
      Phone: '+441134960101',
      Mobile: '+447700900456',
      Email: 'facilities@northwind.example',
      BillingAddressLine1: 'Northwind Group plc, 1 King Street',
      BillingAddressLine2: 'Accounts Payable',
      BillingCityName: 'Manchester',
      BillingStateName: 'Greater Manchester',
      BillingZipCode: 'M2 6AZ',
      BillingContactName: 'Accounts team',
      BillingEmail: 'ap@northwind.example',
      ReferenceNo: 'REF-ABC-77',
      WoJobId: 5001,
      WoNumber: 'WO-1001',
      JobStatus: 'Assigned',
      IsNetwork: false,
      CustomerType: 'Commercial',
      CustomerName: 'Northwind Offices',
      CustomerId: 7001,
      ClliCode: 'LDSNWO01',
      ProjectName: 'HVAC refit, Northwind',
      ProjectId: 8001,
      VendorName: 'Acme Direct',
      TechDisplayName: 'Bob Stone',
      IsCrewJob: false,
      Days: 0,
      Hours: 2,
      Minutes: 30,
      ActualWorkedDays: 0,
      ActualWorkedHours: 2,
      ActualWorkedMinutes: 40,
      ActualTravelTime: 35,
      ActualTravelDistance: 18.4,
      TimeZoneId: 'Europe/London',
      signbyname: 'Priya Shah',
      IsCustomerSignatureReq: true,
      PrintLanguage: 'en-GB',
    });
    for (const field of ['CreatedDate', 'ScheduleDate', 'ApptPrefDate'])
      expect(details[field], field).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(Object.keys(details)).toHaveLength(49);
  });

  test('one crew contact for a single-tech job: bob with his e-mail and mobile', async () => {
    expect(await ok('alice', 'GetCrewContacts', 2, PRINT_JOB)).toEqual([
      { TechId: 3, DisplayName: 'Bob Stone', Email: 'bob@acme.example', Mobile: '+447700900302' },
    ]);
  });

  test("the job detail, with the server's 'N hr M mins'", async () => {
    expect(await ok('bob', 'GetJobDetail', 2, PRINT_JOB)).toMatchObject({
      WoCategory: 'Reactive maintenance',
      WorkType: 'HVAC',
      WorkTask: 'Belt replacement',
      HourAndMinutes: '2 hr 30 mins',
      WoJobId: 5001,
      SlotName: 'Morning (08:00-12:00)',
      Hours: 2,
      Minutes: 30,
      CompanyId: 2,
    });
  });

  test("the customer's signature as the seeded PNG, and feedback rated 4", async () => {
    const signature = await ok('alice', 'GetJobSignature', 2, PRINT_JOB);
    expect(signature.SignByName).toBe('Priya Shah');
    expect(signature.SignedDate).toMatch(/Z$/);
    expect(Buffer.from(signature.Signature, 'base64').equals(seedFile('customer-signature.png'))).toBe(true);
    expect(await ok('alice', 'GetCustomerFeedback', 2, PRINT_JOB)).toEqual({
      Rating: 4,
      Feedback: 'Quick and tidy, and the rattle is gone. Please call ahead next time.',
      FeedbackBy: 'Priya Shah',
    });
  });

  test('the three notes lists; service notes are those users add on the job, a new one included', async () => {
    const added = await call(t.url, 'POST', '/api/workOrder/ServiceNote/SaveServiceNote', {
      token: tokens.alice,
      body: { WoJobId: PRINT_JOB, Notes: 'Printed with the job.' },
    });
    expect(added.status).toBe(200);
    const notes = await ok('alice', 'GetJobNotes', 2, PRINT_JOB);
    expect(notes.SpecialInstructions.map((n: { Note: string }) => n.Note)).toEqual([
      'Park in bay 12; the loading bay is closed on Tuesdays.',
      'Wear a harness on the roof walkway.',
    ]);
    expect(notes.TechnicianRemarks).toHaveLength(2);
    expect(notes.TechnicianRemarks[0]).toEqual({
      Note: 'Old belts glazed and cracked; replaced both as a matched pair.',
      CreatedDate: expect.stringMatching(/Z$/),
    });
    // The seed's 20 notes on 5001, oldest first, then the one just added.
    expect(notes.ServiceNotes).toHaveLength(21);
    expect(notes.ServiceNotes.at(-1)).toEqual({
      Note: 'Printed with the job.',
      CreatedDate: added.body.CreatedDate,
    });
    const dates = notes.ServiceNotes.map((n: { CreatedDate: string }) => n.CreatedDate);
    expect([...dates].sort()).toEqual(dates);
  });

  test('SLA history met and missed, equipment, part requests with shipping, RMA parts', async () => {
    const sla = await ok('alice', 'GetSlaHistory', 2, PRINT_JOB);
    expect(sla.map((s: { SLAType: string; IsSLAMet: boolean }) => [s.SLAType, s.IsSLAMet])).toEqual([
      ['Response', true],
      ['Resolution', false],
    ]);
    expect(sla[0]).toMatchObject({
      PriorityId: 2,
      PriorityName: 'High',
      Durationstr: '4 hours',
      RespSLADurationTypeId: 2,
      ReslSLADurationTypeId: 3,
      ResponseSLADurationType: 'Hours',
      ResolutionSLADurationType: 'Days',
      ApptPrefDate: null,
    });
    for (const s of sla)
      for (const field of ['CreatedDate', 'SLAStartTime', 'SLAEndTime', 'ActualSLAEndTime'])
        expect(s[field], field).toMatch(/Z$/);
    // The missed one ended after its deadline.
    expect(sla[1].ActualSLAEndTime > sla[1].SLAEndTime).toBe(true);

    expect(await ok('alice', 'GetJobEquipment', 2, PRINT_JOB)).toEqual([
      { Brand: 'Daikin', Model: 'D-AHU Modular R 6', SerialNo: 'DK-AHU3-22871', TagNo: 'AHU-3' },
      { Brand: 'ABB', Model: 'M2BAX 1.5 kW motor', SerialNo: 'ABB-3GBA0913', TagNo: 'MTR-3A' },
    ]);
    const parts = await ok('alice', 'GetPartRequestDetails', 2, PRINT_JOB);
    expect(parts.PartLists).toHaveLength(3);
    expect(parts.PartLists[2]).toEqual({
      PartRequestNo: 'PR-7002',
      PartNo: 'MOTOR-1.5KW',
      Description: 'Fan motor 1.5 kW',
      RequestedQty: 1,
      PartReqStatus: 'Ordered',
    });
    expect(parts.Shipping).toEqual([
      {
        ShipVia: 'DPD Next Day',
        ShippingDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        TrackingNo: '15501234567890',
        ETADate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        ETATime: '10:30',
      },
    ]);
    expect(await ok('alice', 'GetRmaPartDetails', 2, PRINT_JOB)).toEqual({
      JobRMAPartDetails: [
        {
          RMANo: 'RMA-55120',
          RMATrackingNo: '1Z999AA10123456784',
          RMAShippingDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        },
      ],
    });
  });

  test('pricing: amount and percent discounts, tax, a time-based line, an approved BOQ line; travel', async () => {
    const lines = await ok('alice', 'GetJobPricing', 2, PRINT_JOB);
    expect(lines).toHaveLength(6);
    expect(Object.keys(lines[0]).sort()).toEqual(
      [
        'Item',
        'Description',
        'PricingUnit',
        'Qty',
        'ApprovedQty',
        'UnitPrice',
        'TotalAmount',
        'Discount',
        'DiscountTypeId',
        'Percentage',
        'Tax',
        'PriceTypeId',
        'PricingUnitId',
        'Hours',
        'Minutes',
        'DaysPerTask',
        'HoursPerTask',
        'MinutesPerTask',
        'IsBOQRequest',
        'ApprovalStatusId',
        'WorkGroupId',
      ].sort(),
    );
    const [belt, filter, labour, motor, pulley, callout] = lines;
    // 2 x 18.50 less 5.00, 20% tax.
    expect(belt).toMatchObject({
      DiscountTypeId: 80,
      Discount: 5,
      TotalAmount: 32,
      Percentage: 20,
      Tax: 6.4,
    });
    // 4 x 12.75 less 10%.
    expect(filter).toMatchObject({ DiscountTypeId: 81, Discount: 10, TotalAmount: 45.9, Tax: 9.18 });
    // 2 h 30 min at 65.00.
    expect(labour).toMatchObject({
      PriceTypeId: 83,
      PricingUnitId: 418,
      Hours: 2,
      Minutes: 30,
      TotalAmount: 162.5,
    });
    // Approved BOQ: one of the two asked for.
    expect(motor).toMatchObject({
      IsBOQRequest: 1,
      ApprovalStatusId: 3,
      Qty: 2,
      ApprovedQty: 1,
      TotalAmount: 240,
    });
    expect(pulley).toMatchObject({ IsBOQRequest: 1, ApprovalStatusId: 1, Qty: 1, TotalAmount: 36 });
    expect(callout).toMatchObject({ Percentage: 0, Tax: 0, TotalAmount: 45 });
    expect(await ok('alice', 'GetJobTravel', 2, PRINT_JOB)).toEqual({
      AWorkduration: 160,
      ATravelDistance: 18.4,
      ATravelDuration: 35,
    });
  });

  test('job attachments of several types with their bytes', async () => {
    const files = await ok('alice', 'GetJobAttachments', 2, PRINT_JOB);
    expect(
      files.map((f: { FileName: string; AttachementType: string; Type: string }) => [
        f.FileName,
        f.AttachementType,
        f.Type,
      ]),
    ).toEqual([
      ['boiler-gauge.jpg', 'jpg', 'Before'],
      ['ahu-belt.jpg', 'jpg', 'After'],
      ['harbour-logo.png', 'png', 'Documents'],
      ['ahu-readings.csv', 'csv', 'Documents'],
    ]);
    expect(files[0]).toMatchObject({
      Description: 'Plant room gauge on arrival',
      AttachmentSubCategory: 'Site photos',
      CapturedDate: expect.stringMatching(/Z$/),
    });
    for (const f of files)
      expect(Buffer.from(f.Attachment, 'base64').equals(seedFile(f.FileName)), f.FileName).toBe(true);
  });
});

type Question = {
  QuestionId: number;
  Question: string;
  FieldTypeId: number;
  Values: string[];
  Answer: string;
  ParentQuestionId: number | null;
  ParentAnswer: string | null;
  SubFormId: number | null;
  Attachments: Array<{ FileName: string; Attachment: string }>;
};

describe("job 5001's checklists", () => {
  let checklists: Array<{
    ChklistId: number;
    ChklistName: string;
    Questions: Question[];
    SubForms: unknown[];
  }>;
  const question = (id: number) => checklists.flatMap((c) => c.Questions).find((q) => q.QuestionId === id)!;
  beforeAll(async () => {
    checklists = await ok('alice', 'GetChecklistPrintData', 2, PRINT_JOB);
  });

  test('two checklists holding every field type id of the spec', () => {
    expect(checklists.map((c) => [c.ChklistId, c.ChklistName])).toEqual([
      [CHECKLISTS.inspection, 'AHU inspection'],
      [CHECKLISTS.handover, 'Customer handover'],
    ]);
    const types = new Set(checklists.flatMap((c) => c.Questions.map((q) => q.FieldTypeId)));
    for (const id of [25, 330, 352, 26, 27, 320, 329, 355, 380, 28, 986, 328, 29, 350, 399, 356])
      expect(types.has(id), String(id)).toBe(true);
  });

  test('a dropdown parent with a child shown for its answer and one for another answer', () => {
    expect(question(6108)).toMatchObject({
      FieldTypeId: 28,
      Values: ['Good', 'Worn', 'Broken'],
      Answer: 'Worn',
    });
    expect(question(6109)).toMatchObject({ ParentQuestionId: 6108, ParentAnswer: 'Worn' });
    expect(question(6110)).toMatchObject({
      ParentQuestionId: 6108,
      ParentAnswer: 'Broken',
      Answer: 'Hidden answer: snapped at the splice.',
    });
  });

  test('a multi-checkbox parent with a child for a checked option and one for an unchecked option', () => {
    const parent = question(6112);
    expect(parent.FieldTypeId).toBe(328);
    expect(parent.Answer.split(',')).toEqual(['Isolator tested', 'Thermal scan']);
    expect(question(6113)).toMatchObject({
      ParentQuestionId: 6112,
      ParentAnswer: 'Thermal scan',
      Answer: '41',
    });
    expect(question(6114)).toMatchObject({ ParentQuestionId: 6112, ParentAnswer: 'Vibration' });
    expect(parent.Answer.split(',')).not.toContain('Vibration');
  });

  test('a sub-form under the overall result, shown for its answer, with a hidden child inside', () => {
    const inspection = checklists[0]!;
    expect(inspection.SubForms).toEqual([
      {
        SubFormId: 6301,
        SubFormName: 'Remarks for the customer',
        ParentQuestionId: 6118,
        ParentAnswer: 'Pass with remarks',
      },
    ]);
    expect(question(6118)).toMatchObject({ FieldTypeId: 986, Answer: 'Pass with remarks' });
    expect(inspection.Questions.filter((q) => q.SubFormId === 6301).map((q) => q.QuestionId)).toEqual([
      6119, 6120, 6121, 6122,
    ]);
    expect(question(6122)).toMatchObject({ ParentQuestionId: 6121, ParentAnswer: 'High', SubFormId: 6301 });
  });

  test('answers of each kind, the hostile HTML kept as written, files on answers', () => {
    expect(question(6101)).toMatchObject({ FieldTypeId: 25, Answer: '', Values: [], ParentQuestionId: null });
    expect(question(6115)).toMatchObject({ FieldTypeId: 29, Values: ['Yes', 'No'], Answer: 'Yes' });
    expect(question(6116).Answer).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(question(6117).Answer).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/);
    expect(question(6202).Answer).toContain('<strong>replaced</strong>');
    expect(question(6203)).toMatchObject({ FieldTypeId: 356, Answer: HOSTILE_HTML_ANSWER });
    expect(question(6106).Attachments).toHaveLength(1);
    const [file] = question(6106).Attachments;
    expect(file!.FileName).toBe('belt-close-up.jpg');
    expect(Buffer.from(file!.Attachment, 'base64').equals(seedFile('ahu-belt.jpg'))).toBe(true);
    expect(question(6109).Attachments.map((a) => a.FileName)).toEqual(['worn-belt.jpg']);
  });
});

describe('the crew job and the multi-day job', () => {
  test('the crew job lists its technician, then its crew, each with an e-mail and a mobile', async () => {
    expect(await ok('alice', 'GetCrewContacts', 2, CREW_JOB)).toEqual([
      { TechId: 4, DisplayName: 'Carol Price', Email: 'carol@acme.example', Mobile: '+447700900303' },
      { TechId: 2, DisplayName: 'Alice Walker', Email: 'alice@acme.example', Mobile: '+447700900301' },
      { TechId: 3, DisplayName: 'Bob Stone', Email: 'bob@acme.example', Mobile: '+447700900302' },
    ]);
    expect(await ok('alice', 'GetCustomerTechDetails', 2, CREW_JOB)).toMatchObject({
      IsCrewJob: true,
      TechDisplayName: 'Carol Price',
      IsNetwork: true,
      CustomerName: 'Harbour Retail Park',
    });
  });

  test('the multi-day job: days planned, a work group 6 line timed with the company’s 450-minute day', async () => {
    const details = await ok('bob', 'GetCustomerTechDetails', 2, MULTI_DAY_JOB);
    expect(details).toMatchObject({ WoJobId: 5004, WoNumber: 'PM-2001', Days: 2, Hours: 3, Minutes: 30 });
    const [line] = await ok('bob', 'GetJobPricing', 2, MULTI_DAY_JOB);
    // 2 days of 450 minutes, 3 h 30: 18 h 30 at 58.00.
    expect(line).toMatchObject({
      WorkGroupId: 6,
      DaysPerTask: 2,
      HoursPerTask: 3,
      MinutesPerTask: 30,
      Hours: 18,
      Minutes: 30,
      TotalAmount: 1073,
    });
    expect(await ok('bob', 'GetMultiDayPreference', 2)).toMatchObject({ WorkDayMinutes: 450 });
  });

  test('a job without print data answers empty parts, not errors', async () => {
    expect(await ok('bob', 'GetCustomerFeedback', 2, 5002)).toBeNull();
    expect(await ok('bob', 'GetJobSignature', 2, 5002)).toEqual({
      Signature: null,
      SignByName: '',
      SignedDate: null,
    });
    expect(await ok('bob', 'GetChecklistPrintData', 2, 5002)).toEqual([]);
    expect(await ok('bob', 'GetJobTravel', 2, 5002)).toEqual({
      AWorkduration: 0,
      ATravelDistance: 0,
      ATravelDuration: 0,
    });
    expect(await ok('bob', 'GetJobDetail', 2, 5002)).toMatchObject({ HourAndMinutes: '0 hr 0 mins' });
  });
});

describe('who may read the job print data', () => {
  test("dave (Borealis) is refused Acme's company and job, by path or by job", async () => {
    for (const name of JOB_CALLS) {
      expect((await get('dave', name, 2, PRINT_JOB)).status, name).toBe(403);
      // His own company in the path, Acme's job: no such job of his.
      expect((await get('dave', name, 3, PRINT_JOB)).status, name).toBe(404);
    }
    for (const name of COMPANY_CALLS) expect((await get('dave', name, 2)).status, name).toBe(403);
  });

  test('bad ids are 400, an unknown or out-of-range job 404, no token 401', async () => {
    for (const bad of ['abc', '-1', '1.5', '5001x'])
      expect(
        (await call(t.url, 'GET', `${API}/GetJobDetail/2/${bad}`, { token: tokens.alice })).status,
        bad,
      ).toBe(400);
    expect((await call(t.url, 'GET', `${API}/GetJobDetail/x/5001`, { token: tokens.alice })).status).toBe(
      400,
    );
    expect((await get('alice', 'GetJobDetail', 2, 9999)).status).toBe(404);
    expect((await get('alice', 'GetJobDetail', 2, 2 ** 31)).status).toBe(404);
    expect((await call(t.url, 'GET', `${API}/GetJobDetail/2/5001`)).status).toBe(401);
  });
});
