import type { ServerConfig } from '../../config';
import type { Db } from '../../db/schema';
import { uploadsDir, writeUpload } from '../../storage/uploads';
import { fetchSmsMedia, SMS_MEDIA_TYPES } from './media';

/** A media file an inbound SMS names: its URL and the type the provider declared. */
export interface SmsMediaRef {
  url: string;
  type: string;
}

/** The media a provider's form names (MediaUrl0.., MediaContentType0..), up to its NumMedia. */
export function mediaOfForm(params: Readonly<Record<string, string>>, count: number): SmsMediaRef[] {
  const media: SmsMediaRef[] = [];
  for (let i = 0; i < count; i++) {
    const url = params[`MediaUrl${i}`];
    if (url) media.push({ url, type: params[`MediaContentType${i}`] ?? '' });
  }
  return media;
}

/** An inbound message of the log, by its company and id, and where its kind keeps files (`sms`, `mail`). */
export interface StoredAlert {
  companyId: number;
  alertId: number;
  folder: 'sms' | 'mail';
}

/**
 * Keeps a message's image or video (`{uploads}/{folder}/{companyId}/{alertId}.{ext}`) and makes it the message's
 * Filepath and contenttype.
 */
export async function attachAlertFile(
  db: Db,
  config: ServerConfig,
  alert: StoredAlert,
  bytes: Uint8Array,
  type: string,
): Promise<void> {
  const path = [alert.folder, alert.companyId, `${alert.alertId}.${SMS_MEDIA_TYPES[type] ?? 'bin'}`].join(
    '/',
  );
  await writeUpload(uploadsDir(config.dataDir), path, bytes);
  await db
    .updateTable('received_alerts')
    .set({ filepath: path, media_type: type })
    .where('company_id', '=', alert.companyId)
    .where('alert_id', '=', alert.alertId)
    .execute();
}

/**
 * Fetches the first of an SMS's media files that may be fetched (listed host, image or video, 5 MB) and attaches it
 * to the stored message (its Filepath and contenttype). The log's item carries one file, as the spec's does. `retry`
 * when none was attached and a later try may succeed (see `MediaFetch.transient`).
 */
export async function attachSmsMedia(
  db: Db,
  config: ServerConfig,
  stored: { companyId: number; alertId: number },
  media: readonly SmsMediaRef[],
): Promise<{ attached: boolean; refused: string[]; retry: boolean }> {
  const refused: string[] = [];
  let retry = false;
  if (config.smsMediaHosts.length === 0)
    return { attached: false, refused: ['SMS_MEDIA_HOSTS lists no host'], retry };
  for (const ref of media) {
    const fetched = await fetchSmsMedia(ref.url, config.smsMediaHosts);
    if (!fetched.ok) {
      refused.push(`${ref.url}: ${fetched.reason}`);
      retry ||= fetched.transient === true;
      continue;
    }
    await attachAlertFile(db, config, { ...stored, folder: 'sms' }, fetched.bytes, fetched.type);
    return { attached: true, refused, retry: false };
  }
  return { attached: false, refused, retry };
}
