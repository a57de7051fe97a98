import { SYSTEM_SETTINGS_MODULE } from '@fieldkit/core/contract';
import { hashPassword } from '../auth/password';
import { seedChatDemo } from '../features/chat/seed';
import { seedNotesDemo } from '../features/notes/seed';
import { applyFixture, copyFixtureFiles, readFixture } from '../fixtures';
import type { CompaniesTable, Db, PrivilegesTable, UsersTable } from './schema';
import { menuRows } from './seed-menus';

/** The password of every demo login. */
export const DEMO_PASSWORD = 'demo1234';

/** The demo logins, as printed at start. */
export const DEMO_LOGINS = [
  { username: 'siteadmin', company: 'Fieldkit Platform', role: 'site admin' },
  { username: 'alice', company: 'Acme Facilities Ltd', role: 'dispatcher, manager' },
  { username: 'bob', company: 'Acme Facilities Ltd', role: 'technician' },
  { username: 'carol', company: 'Acme Facilities Ltd', role: 'administrator' },
  { username: 'dave', company: 'Borealis Maintenance', role: 'dispatcher' },
] as const;

function logo(initials: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" rx="6" fill="${colour}"/><text x="60" y="26" font-family="sans-serif" font-size="18" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
}

function company(id: number, name: string, initials: string, colour: string): CompaniesTable {
  return {
    company_id: id,
    company_name: name,
    unique_id: `FK-${String(id).padStart(4, '0')}`,
    logo_path: `logos/${initials.toLowerCase()}.svg`,
    logo_svg: logo(initials, colour),
    enable_s3_storage: 0,
    show_only_crew_in_tech_filter: id === 3 ? 1 : 0,
    enable_prefer_vendor_for_customer: id === 2 ? 1 : 0,
    is_tax_enabled: 1,
    is_quote_enabled: 1,
    is_polygon_region: id === 3 ? 1 : 0,
    is_lat_lon_based: id === 2 ? 1 : 0,
    sms_number: INBOUND[id]?.sms ?? null,
    inbound_email: INBOUND[id]?.email ?? null,
    video_call_enabled: 1,
    // SMS go to the country of the company's own number (the UK), never to premium-rate numbers.
    sms_allowed_countries: '',
    sms_premium_rate_allowed: 0,
  };
}

/** Where the demo companies receive SMS and e-mail (numbers of the range kept for drama, addresses of .example). */
const INBOUND: Record<number, { sms: string; email: string }> = {
  2: { sms: '+447700900100', email: 'inbox@acme.example' },
  3: { sms: '+447700900200', email: 'inbox@borealis.example' },
};

const COMPANIES = [
  company(1, 'Fieldkit Platform', 'FK', '#1f4e9c'),
  company(2, 'Acme Facilities Ltd', 'ACME', '#c0392b'),
  company(3, 'Borealis Maintenance', 'BM', '#16745f'),
];

/** Setting values per id; the spec names what 21, 22, 65, 84, 85, 322, 363, 409, 428, 451, 478, ... do. */
const SETTINGS: Record<number, string> = {
  21: '25',
  22: '10',
  65: '60',
  71: '1',
  84: '1',
  85: '20',
  94: '1',
  116: '30',
  117: '90',
  152: '0',
  168: '1',
  35: '1',
  262: '0',
  291: '50',
  292: '1',
  320: '1',
  321: '1',
  322: '0',
  363: '1',
  393: '0',
  409: '1',
  428: '1',
  451: '1',
  462: '0',
  478: '1',
  522: '30',
};

/** Borealis differs a little, so that settings visibly drive the shell. */
const BOREALIS_SETTINGS: Record<number, string> = {
  21: '50',
  65: '30',
  84: '2',
  85: '15',
  409: '0',
  478: '0',
};

const LANGUAGES = [
  { language_id: 1, language: 'English (United Kingdom)', culture: 'en-GB' },
  { language_id: 2, language: 'French', culture: 'fr-FR' },
  { language_id: 3, language: 'Spanish', culture: 'es-ES' },
];

const QUICK_SEARCH = ['Work Order', 'Job', 'Reference Number', 'PM Work Order', 'Quote', 'Serial Number'];

type DemoUser = Omit<UsersTable, 'password_hash' | 'password_salt' | 'mobile' | 'disabled_at'>;

function user(
  login_id: number,
  company_id: number,
  username: string,
  display_name: string,
  role_group: number,
  extra: Partial<DemoUser> = {},
): DemoUser {
  return {
    login_id,
    company_id,
    username,
    display_name,
    role_group,
    vendor_id: 0,
    is_tech: 0,
    is_manager: 0,
    has_access_to_all_regions: 1,
    has_access_to_all_work_types: 1,
    theme_id: 1,
    home_page_id: 0,
    language_id: 1,
    time_zone_id: company_id === 3 ? 'Europe/Oslo' : 'Europe/London',
    map_id: 1,
    license_expires: null,
    password_expires: null,
    last_login: null,
    ...extra,
  };
}

const USERS: DemoUser[] = [
  user(1, 1, 'siteadmin', 'Site Admin', 9),
  user(2, 2, 'alice', 'Alice Walker', 2, { is_manager: 1 }),
  user(3, 2, 'bob', 'Bob Stone', 1, { is_tech: 1, has_access_to_all_regions: 0, theme_id: 3 }),
  user(4, 2, 'carol', 'Carol Price', 3),
  user(5, 3, 'dave', 'Dave Lund', 2, { theme_id: 5 }),
];

const MODULES = [
  SYSTEM_SETTINGS_MODULE,
  { id: 102, name: 'Work Orders' },
  { id: 103, name: 'Dispatch Board' },
  { id: 104, name: 'Customers' },
  { id: 105, name: 'Reports' },
];

/** Module rights per login: full for administrators, no system settings for the others. */
function privilegesOf(u: DemoUser): PrivilegesTable[] {
  const admin = u.role_group >= 3;
  return MODULES.flatMap((m): PrivilegesTable[] => {
    if (m.id === SYSTEM_SETTINGS_MODULE.id && !admin) return [];
    if (u.is_tech && (m.id === 103 || m.id === 105)) return [];
    const full = admin ? 1 : 0;
    return [
      {
        login_id: u.login_id,
        module_id: m.id,
        module_name: m.name,
        can_view: 1,
        can_add: u.is_tech ? 0 : 1,
        can_edit: u.is_tech ? 0 : 1,
        can_delete: full,
      },
    ];
  });
}

function day(offsetDays: number, now = new Date()): string {
  return new Date(now.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Keeps the demo warnings alive on every start: alice's licence expires in 5 days, carol's password today.
 * Touches only those two demo logins, and only when they exist.
 */
export async function refreshDemoExpiries(db: Db, now = new Date()): Promise<void> {
  await db
    .updateTable('users')
    .set({ license_expires: day(5, now) })
    .where('username', '=', 'alice')
    .execute();
  await db
    .updateTable('users')
    .set({ password_expires: day(0, now) })
    .where('username', '=', 'carol')
    .execute();
}

/** Where the seed keeps the files of what it seeds. */
export interface SeedOptions {
  /**
   * The uploads folder the server serves stored files from (`uploadsDir(config.dataDir)`): the seeded SMS and
   * e-mail's photo, video and inline image, and the job print data's files (printout images, a signature, job and
   * checklist files), are copied there. Without it the records are seeded all the same, and their files answer 404
   * (or '' where a printout embeds them).
   */
  uploadsDir?: string;
}

/**
 * Fills an empty store with the demo companies, logins, settings, languages, menus and privileges, and the records,
 * messages and notes of the demo; false (and nothing done) when the store already holds companies.
 */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const existing = await db.selectFrom('companies').select('company_id').limit(1).executeTakeFirst();
  if (existing) return false;
  // The records the screens read (fixtures/demo/shell.json) and the job print data (job-print.json).
  const [shell, jobPrint] = await Promise.all([readFixture('shell'), readFixture('job-print')]);
  if (options.uploadsDir !== undefined) {
    await copyFixtureFiles(options.uploadsDir, shell);
    await copyFixtureFiles(options.uploadsDir, jobPrint);
  }
  const users = await Promise.all(
    USERS.map(async (u) => {
      const { hash, salt } = await hashPassword(DEMO_PASSWORD);
      return { ...u, password_hash: hash, password_salt: salt };
    }),
  );
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('companies').values(COMPANIES).execute();
    await trx.insertInto('users').values(users).execute();
    for (const c of COMPANIES) {
      const values = c.company_id === 3 ? { ...SETTINGS, ...BOREALIS_SETTINGS } : SETTINGS;
      await trx
        .insertInto('company_settings')
        .values(
          Object.entries(values).map(([id, value]) => ({
            company_id: c.company_id,
            setting_id: Number(id),
            setting_value: value,
          })),
        )
        .execute();
      await trx
        .insertInto('company_languages')
        .values(LANGUAGES.map((l) => ({ ...l, company_id: c.company_id })))
        .execute();
      await trx
        .insertInto('quick_search_options')
        .values(
          QUICK_SEARCH.map((label, i) => ({
            company_id: c.company_id,
            quick_search_id: i + 1,
            quick_search_by: label,
          })),
        )
        .execute();
      await trx.insertInto('menus').values(menuRows(c.company_id)).execute();
    }
    await trx.insertInto('privileges').values(USERS.flatMap(privilegesOf)).execute();
    await seedChatDemo(trx);
    await applyFixture(trx, shell);
    await seedNotesDemo(trx);
    await applyFixture(trx, jobPrint);
  });
  await refreshDemoExpiries(db);
  return true;
}
