import {
  type CompanyPrintDetails,
  type MultiDayPreference,
  type PrintJobHtmlSetting,
  type PrintSetting,
  STANDARD_WORK_DAY_MINUTES,
} from '@fieldkit/core/contract';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { readUpload, uploadsDir } from '../../storage/uploads';

function profileOf(db: Db, companyId: number) {
  return db
    .selectFrom('company_print_profiles')
    .selectAll()
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

/** The company's print settings: sections (type 2) by OrderId, then the other settings by id. */
export async function printSettings(db: Db, companyId: number): Promise<PrintSetting[]> {
  const rows = await db
    .selectFrom('print_settings')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('setting_type_id', 'desc')
    .orderBy('order_id')
    .orderBy('setting_id')
    .execute();
  return rows.map((r) => ({
    SettingId: r.setting_id,
    SettingTypeId: r.setting_type_id,
    Caption: r.caption,
    IsEnabled: r.is_enabled,
    OrderId: r.order_id,
  }));
}

/** How the company sends a printout; a company without a profile sends a PDF named `{WoJobId}.pdf`. */
export async function printJobHtmlSetting(db: Db, companyId: number): Promise<PrintJobHtmlSetting> {
  const profile = await profileOf(db, companyId);
  return { PrintJobHtml: profile?.print_job_html ?? 0, FileSetting: profile?.file_setting ?? '' };
}

/** The company's multi-day preference; a company without one has no multi-day scheduling and a 480-minute day. */
export async function multiDayPreference(db: Db, companyId: number): Promise<MultiDayPreference> {
  const profile = await profileOf(db, companyId);
  return {
    IsMultiDayScheduling: profile?.is_multi_day_scheduling === 1,
    WorkDayMinutes: profile?.work_day_minutes || STANDARD_WORK_DAY_MINUTES,
  };
}

/** The company's address and printout image paths ('' each without a profile). */
export async function companyPrintDetails(db: Db, companyId: number): Promise<CompanyPrintDetails> {
  const p = await profileOf(db, companyId);
  return {
    UnitNo: p?.unit_no ?? '',
    AddressLine1: p?.address_line1 ?? '',
    AddressLine2: p?.address_line2 ?? '',
    CityName: p?.city_name ?? '',
    StateName: p?.state_name ?? '',
    ZipCode: p?.zip_code ?? '',
    CountryName: p?.country_name ?? '',
    PrintoutLogoPath: p?.printout_logo_path ?? '',
    PrintoutHeaderPath: p?.printout_header_path ?? '',
    PrintOutFooterPath: p?.printout_footer_path ?? '',
  };
}

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

/**
 * One of the company's printout images (logo, header or footer) by its path; any other path, another company's
 * included, is 404: the path names a file only when the company's profile names it.
 */
export async function printoutImage(
  db: Db,
  config: ServerConfig,
  companyId: number,
  filePath: string,
): Promise<File> {
  const p = await profileOf(db, companyId);
  const own = [p?.printout_logo_path, p?.printout_header_path, p?.printout_footer_path];
  if (!own.includes(filePath)) throw new HttpError(404, 'No such printout image.');
  const type = IMAGE_TYPES[filePath.split('.').at(-1)!.toLowerCase()] ?? 'application/octet-stream';
  const bytes = await readUpload(uploadsDir(config.dataDir), filePath);
  return new File([new Uint8Array(bytes)], filePath.split('/').at(-1)!, { type });
}
