import type { Db } from './schema';
import { SEED_ALERT_MEDIA } from './seed-alert-media';

type Tx = Pick<Db, 'insertInto' | 'updateTable'>;

const PREFIXES = [
  { quick_search_id: 1, prefix: 'WO-' },
  { quick_search_id: 4, prefix: 'PM-' },
  { quick_search_id: 5, prefix: 'Q-' },
];

/** The instant `days` days from `now` (negative: ago), `minutesEarlier` before it, to the second: never in the future. */
function seededAt(days: number, now: Date, minutesEarlier = 60): string {
  return new Date(now.getTime() + days * 86_400_000 - minutesEarlier * 60_000)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z');
}

function dayOffset(days: number, now: Date): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Widgets of a report dashboard, stored as JSON. */
const widgets = (pairs: Array<[string, string]>) =>
  JSON.stringify(pairs.map(([Title, Value]) => ({ Title, Value })));

/**
 * The records quick search finds and the detail screens read: Acme (company 2) has work orders WO-1001..WO-1004
 * (WO-1004 in region 2, hidden from bob), PM work order PM-2001, reference number REF-ABC-77, serial number
 * SN-4471, jobs 5001 (bob's), 5002 (in-house) and 5003 (carol's), quote Q-3001. Borealis (company 3) names its
 * work orders and PM work orders alike, so its quick search hides option 4; dave lands on the dispatch board (43).
 */
export async function seedShellDemo(db: Tx, now = new Date()): Promise<void> {
  await db
    .insertInto('customers')
    .values([
      { company_id: 2, customer_id: 7001, customer_name: 'Northwind Offices', city: 'Leeds' },
      { company_id: 2, customer_id: 7002, customer_name: 'Harbour Retail Park', city: 'Bristol' },
      { company_id: 2, customer_id: 7003, customer_name: 'St Anne’s School', city: 'York' },
      { company_id: 3, customer_id: 7101, customer_name: 'Fjord Hotel', city: 'Bergen' },
    ])
    .execute();
  await db
    .insertInto('customer_contacts')
    .values([
      {
        company_id: 2,
        contact_id: 1,
        customer_id: 7001,
        contact_name: 'Priya Shah',
        mobile: '+447700900456',
      },
      { company_id: 2, contact_id: 2, customer_id: 7002, contact_name: 'Tom Reed', mobile: '+447700900789' },
      { company_id: 3, contact_id: 1, customer_id: 7101, contact_name: 'Ingrid Dahl', mobile: '+4791234567' },
    ])
    .execute();
  await db
    .insertInto('projects')
    .values([
      { company_id: 2, project_id: 8001, project_name: 'HVAC refit, Northwind', status: 'Open' },
      { company_id: 2, project_id: 8002, project_name: 'LED retrofit, Harbour', status: 'Planned' },
      { company_id: 3, project_id: 8101, project_name: 'Boiler replacement', status: 'Open' },
    ])
    .execute();
  const created = dayOffset(-3, now);
  const wo = (
    company_id: number,
    work_order_id: number,
    wo_number: string,
    customer_id: number,
    description: string,
    extra: { reference_number?: string; serial_number?: string; is_pm?: 0 | 1; region_id?: number } = {},
  ) => ({
    company_id,
    work_order_id,
    wo_number,
    customer_id,
    category_id: 1,
    description,
    status: 'Open',
    reference_number: extra.reference_number ?? '',
    serial_number: extra.serial_number ?? '',
    is_pm: extra.is_pm ?? 0,
    region_id: extra.region_id ?? 1,
    created_at: created,
  });
  await db
    .insertInto('work_orders')
    .values([
      wo(2, 1001, 'WO-1001', 7001, 'Air handling unit fault, 3rd floor', { reference_number: 'REF-ABC-77' }),
      wo(2, 1002, 'WO-1002', 7002, 'Emergency lighting test', { serial_number: 'SN-4471' }),
      wo(2, 1003, 'WO-1003', 7003, 'Boiler pressure low'),
      wo(2, 1004, 'WO-1004', 7002, 'Roof leak above unit 12', { region_id: 2 }),
      wo(2, 2001, 'PM-2001', 7001, 'Quarterly chiller service', { is_pm: 1 }),
      wo(3, 1101, 'WO-1101', 7101, 'Sauna heater check'),
    ])
    .execute();
  const scheduled = dayOffset(1, now);
  await db
    .insertInto('jobs')
    .values([
      {
        company_id: 2,
        job_id: 5001,
        work_order_id: 1001,
        tech_id: 3,
        category_id: 1,
        is_in_house: 0,
        status: 'Assigned',
        scheduled_date: scheduled,
        description: 'Replace AHU belt',
      },
      {
        company_id: 2,
        job_id: 5002,
        work_order_id: 1003,
        tech_id: 3,
        category_id: 2,
        is_in_house: 1,
        status: 'In workshop',
        scheduled_date: scheduled,
        description: 'Rebuild pressure valve',
      },
      {
        company_id: 2,
        job_id: 5003,
        work_order_id: 1002,
        tech_id: 4,
        category_id: 1,
        is_in_house: 0,
        status: 'Assigned',
        scheduled_date: scheduled,
        description: 'Run lighting test',
      },
    ])
    .execute();
  await db
    .insertInto('quotes')
    .values([
      {
        company_id: 2,
        quote_order_id: 3001,
        quote_number: 'Q-3001',
        qo_job_id: 5001,
        customer_id: 7001,
        status: 'Sent',
        total: 1250.5,
        description: 'Replace AHU fan motor',
        region_id: 1,
      },
      {
        company_id: 3,
        quote_order_id: 3101,
        quote_number: 'Q-3101',
        qo_job_id: 0,
        customer_id: 7101,
        status: 'Draft',
        total: 800,
        description: 'Sauna heater',
        region_id: 1,
      },
    ])
    .execute();
  await db
    .insertInto('quick_search_prefixes')
    .values([1, 2, 3].flatMap((company_id) => PREFIXES.map((p) => ({ ...p, company_id }))))
    .execute();
  await db
    .updateTable('quick_search_options')
    .set({ quick_search_by: 'Work Order' })
    .where('company_id', '=', 3)
    .where('quick_search_id', '=', 4)
    .execute();
  await db.updateTable('users').set({ home_page_id: 43 }).where('username', '=', 'dave').execute();
  const alert = (
    alert_id: number,
    login_id: number,
    alert_type: number,
    from: string,
    content: string,
    days: number,
  ) => ({
    company_id: 2,
    alert_id,
    login_id,
    alert_type,
    recvd_date: seededAt(days, now),
    filepath: '',
    media_type: '',
    from_address: from,
    content,
    is_read: 0 as const,
    // The provider signed every SMS; no seeded e-mail carries a DKIM signature (one is marked below).
    sender_verified: (alert_type === 1 ? 1 : 0) as 0 | 1,
  });
  await db
    .insertInto('received_alerts')
    .values([
      alert(1, 2, 1, '+44 7700 900123', 'Running 10 minutes late to Northwind.', -1),
      alert(2, 2, 1, '+44 7700 900456', 'Parts collected.', 0),
      alert(3, 2, 2, 'facilities@northwind.example', 'Please confirm Thursday’s visit.', 0),
    ])
    .execute();
  // Messages to the company's number and inbox, seen by all of Acme: read and unread, named and not, a long mail.
  const inbound = (
    alert_id: number,
    alert_type: number,
    from: string,
    display_name: string,
    content: string,
    days: number,
    read: boolean,
    subject = '',
  ) => ({
    ...alert(alert_id, 0, alert_type, from, content, days),
    to_address: alert_type === 1 ? '+447700900100' : 'inbox@acme.example',
    display_name,
    subject,
    is_read: (read ? 1 : 0) as 0 | 1,
    read_by: read ? 4 : null,
    read_at: read ? seededAt(days, now, -30) : null,
  });
  await db
    .insertInto('received_alerts')
    .values([
      inbound(4, 1, '+447700900456', 'Priya Shah', 'Can the engineer use the side gate tomorrow?', -1, false),
      inbound(5, 1, '+447700900789', 'Tom Reed', 'Fire panel shows a fault on zone 3 again.', -2, false),
      inbound(6, 1, '+447700900999', '', 'Wrong number? Who is this?', -4, true),
      inbound(7, 1, '+447700900456', 'Priya Shah', 'Thanks, all working now.', -6, true),
      inbound(
        8,
        2,
        'estates@harbour.example',
        'Harbour Estates',
        longMail(),
        -2,
        false,
        'Quarterly maintenance plan',
      ),
      inbound(
        9,
        2,
        'facilities@northwind.example',
        'Facilities, Northwind',
        '<p>Invoice received, thank you.</p>',
        -5,
        true,
        'Invoice 5521',
      ),
      // With files (see SEED_ALERT_MEDIA): an MMS photo and an MMS clip from customer contacts, a mail whose HTML
      // shows the sender's logo by cid: and holds back a remote image, and a mail with a video attached.
      {
        ...inbound(10, 1, '+447700900789', 'Tom Reed', BOILER_SMS, -1, false),
        ...media(SEED_ALERT_MEDIA.boilerPhoto),
      },
      {
        ...inbound(11, 1, '+447700900456', 'Priya Shah', FAN_SMS, -1, false),
        ...media(SEED_ALERT_MEDIA.fanClip),
      },
      inbound(
        12,
        2,
        'estates@harbour.example',
        'Harbour Estates',
        roofMail(),
        -1,
        false,
        'Roof access, unit 12',
      ),
      {
        ...inbound(
          13,
          2,
          'facilities@northwind.example',
          'Facilities, Northwind',
          '<p>Hello,</p><p>The video attached was taken this morning on the 3rd floor: the rattle starts after a ' +
            'second. It is worse in the afternoon.</p><p>Facilities, Northwind</p>',
          -1,
          false,
          'Video of the AHU noise',
        ),
        ...media(SEED_ALERT_MEDIA.mailedClip),
      },
    ])
    .execute();
  // Harbour Estates signs its mail (DKIM, passed for harbour.example when it arrived): its sender shows as checked.
  await db
    .updateTable('received_alerts')
    .set({ sender_verified: 1 })
    .where('company_id', '=', 2)
    .where('from_address', '=', 'estates@harbour.example')
    .execute();
  await db
    .insertInto('received_alert_parts')
    .values({
      company_id: 2,
      alert_id: 12,
      cid: SENDER_LOGO_CID,
      content_type: SEED_ALERT_MEDIA.senderLogo.type,
      filepath: SEED_ALERT_MEDIA.senderLogo.path,
    })
    .execute();
  await db
    .insertInto('release_notes')
    .values([
      {
        release_note_id: 2,
        version: '4.2',
        title: 'Quick search by serial number',
        body: 'Find a work order from the serial number of its equipment.',
        release_date: dayOffset(-2, now),
        badge_days: 14,
      },
      {
        release_note_id: 1,
        version: '4.1',
        title: 'Side menu narrow mode',
        body: 'Collapse the side menu to its icons with the hide/show control.',
        release_date: dayOffset(-60, now),
        badge_days: 14,
      },
    ])
    .execute();
  await db
    .insertInto('report_dashboards')
    .values(
      [1, 2, 3].flatMap((company_id) => [
        {
          company_id,
          dashboard_id: 810,
          // The profile menu's Help: every role's.
          min_role_group: 1,
          name: 'Help',
          description: 'Guides and answers for everyday tasks.',
          widgets: widgets([
            ['Guides', '24'],
            ['Videos', '8'],
          ]),
        },
        {
          company_id,
          dashboard_id: 12,
          min_role_group: 2,
          name: 'Operations Dashboard',
          description: 'Work in progress across the company.',
          widgets: widgets([
            ['Open work orders', '4'],
            ['Jobs today', '3'],
            ['Quotes sent', '1'],
          ]),
        },
      ]),
    )
    .execute();
}

const BOILER_SMS =
  'The heating in unit 12 shows E119 again and the pressure is down to 0.4 bar, photo attached.';
const FAN_SMS = 'Clip of the air handling unit on the 3rd floor, hear the rattle? It started this morning.';
/** The Content-ID of the logo the roof mail shows in place. */
const SENDER_LOGO_CID = 'logo.harbour@estates.example';

/** A seeded message's file: its path under the uploads folder and its type. */
const media = (file: { path: string; type: string }) => ({ filepath: file.path, media_type: file.type });

/** A mail of the seed with an inline cid: image (kept) and a remote one (held back until 'Show images'). */
function roofMail(): string {
  return (
    `<p><img src="cid:${SENDER_LOGO_CID}" alt="Harbour Estates" width="160" height="48" /></p>` +
    '<p>Dear Acme team,</p><p>The roof above unit 12 is open for access from Monday. The leak is at the north ' +
    'corner, by the vent:</p>' +
    '<p><img src="https://images.example/harbour/roof-unit-12.jpg" alt="Roof above unit 12" width="480" /></p>' +
    '<p>Please book the cherry picker with reception.</p><p>Kind regards,<br>Harbour Estates</p>'
  );
}

/** A long HTML mail of the seed: headings, a table and a list, as estates teams send them. */
function longMail(): string {
  const rows = Array.from(
    { length: 12 },
    (_, i) =>
      `<tr><td>Unit ${i + 1}</td><td>${['Boiler', 'Fire panel', 'Lifts', 'Roof'][i % 4]}</td><td>Week ${i + 2}</td></tr>`,
  ).join('');
  return (
    '<h2>Quarterly maintenance plan</h2><p>Dear Acme team,</p><p>Please find the plan for the coming quarter below. ' +
    'Access is through the loading bay; sign in at reception.</p>' +
    `<table><thead><tr><th>Unit</th><th>System</th><th>When</th></tr></thead><tbody>${rows}</tbody></table>` +
    '<ul><li>Keys with security</li><li>Parking in bays 12 to 14</li><li>Hot works need a permit</li></ul>' +
    '<p>Kind regards,<br>Harbour Estates</p>'
  );
}
