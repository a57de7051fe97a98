import type { Attachment } from 'mailparser';
import type { Caller } from '../../../auth/sessions';
import type { ServerConfig } from '../../../config';
import type { Db } from '../../../db/schema';
import { readUpload, uploadsDir, writeUpload } from '../../../storage/uploads';
import { SMS_MEDIA_TYPES } from '../media';
import { visibleAlerts } from '../visible-alerts';
import type { MailPart } from './mail-part';

/** The types an inline part may have: raster images only (no SVG, which can carry script), by file extension. */
export const INLINE_PART_TYPES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(SMS_MEDIA_TYPES).filter(([type]) => type.startsWith('image/')),
);
/** The largest inline part kept. */
export const INLINE_PART_MAX_BYTES = 2 * 1024 * 1024;
/** The most inline parts kept of one message. */
export const INLINE_PARTS_MAX = 20;

/** The Content-IDs an HTML body shows by `cid:` (as written, and percent-decoded as RFC 2392 writes them). */
export function referencedCids(html: string): Set<string> {
  const cids = new Set<string>();
  for (const [, cid] of html.matchAll(/\bcid:([^'"\s<>]{1,256})/gi)) {
    cids.add(cid!);
    try {
      cids.add(decodeURIComponent(cid!));
    } catch {
      // Not percent-encoded after all: the raw form is enough.
    }
  }
  return cids;
}

/** Whether an attachment is a part the HTML shows in place (it has a Content-ID the HTML names by `cid:`). */
export function isInline(attachment: Attachment, cids: ReadonlySet<string>): boolean {
  return attachment.cid !== undefined && attachment.cid !== '' && cids.has(attachment.cid);
}

/**
 * The inline parts of a mail that are kept: those the HTML shows, raster images only, each at most
 * {@link INLINE_PART_MAX_BYTES}, one per Content-ID, the first {@link INLINE_PARTS_MAX}.
 */
export function keptInlineParts(attachments: readonly Attachment[], html: string): Attachment[] {
  const cids = referencedCids(html);
  const kept = new Map<string, Attachment>();
  for (const attachment of attachments) {
    if (kept.size >= INLINE_PARTS_MAX) break;
    if (!isInline(attachment, cids) || kept.has(attachment.cid!)) continue;
    if (!(attachment.contentType.toLowerCase() in INLINE_PART_TYPES)) continue;
    if (attachment.content.length > INLINE_PART_MAX_BYTES) continue;
    kept.set(attachment.cid!, attachment);
  }
  return [...kept.values()];
}

/** Keeps a stored mail's inline parts as files (`mail/{companyId}/{alertId}-{n}.{ext}`) and lists them. */
export async function storeInlineParts(
  db: Db,
  config: ServerConfig,
  alert: { companyId: number; alertId: number },
  parts: readonly MailPart[],
): Promise<void> {
  for (const [i, part] of parts.entries()) {
    const type = part.contentType.toLowerCase();
    const path = ['mail', alert.companyId, `${alert.alertId}-${i + 1}.${INLINE_PART_TYPES[type]}`].join('/');
    await writeUpload(uploadsDir(config.dataDir), path, part.content);
    await db
      .insertInto('received_alert_parts')
      .values({
        company_id: alert.companyId,
        alert_id: alert.alertId,
        cid: part.cid,
        content_type: type,
        filepath: path,
      })
      .execute();
  }
}

/**
 * The inline parts of a message the caller sees, as `data:` URLs by Content-ID (a part whose file is gone is left
 * out); null when the caller does not see the message.
 */
export async function inlinePartsOf(
  db: Db,
  config: ServerConfig,
  me: Caller,
  smsId: number,
): Promise<Array<{ Cid: string; DataUrl: string }> | null> {
  const visible = await db
    .selectFrom('received_alerts')
    .select(['company_id', 'alert_id'])
    .where('alert_id', '=', smsId)
    .where(visibleAlerts(me))
    .executeTakeFirst();
  if (!visible) return null;
  const rows = await db
    .selectFrom('received_alert_parts')
    .select(['cid', 'content_type', 'filepath'])
    .where('company_id', '=', visible.company_id)
    .where('alert_id', '=', visible.alert_id)
    .orderBy('cid')
    .execute();
  const parts: Array<{ Cid: string; DataUrl: string }> = [];
  for (const row of rows) {
    const bytes = await readUpload(uploadsDir(config.dataDir), row.filepath).catch(() => null);
    if (bytes)
      parts.push({ Cid: row.cid, DataUrl: `data:${row.content_type};base64,${bytes.toString('base64')}` });
  }
  return parts;
}
