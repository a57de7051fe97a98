import { randomUUID } from 'node:crypto';
import { SMS_PHOTO_SIZE_LIMIT, type SMS_PHOTO_TYPES } from '@fieldkit/core/contract';
import type { FastifyInstance } from 'fastify';
import { isSignedValue, signValue } from '../../auth/signed-value';
import type { ServerConfig } from '../../config';
import { sendSignedImage } from '../../http/binary-reply';
import { errorBody, HttpError } from '../../http/errors';
import { readUpload, uploadsDir, writeUpload } from '../../storage/uploads';

/** Where the SMS provider fetches an MMS's photo: a signed address, as the provider sends no token. */
export const SMS_PHOTO_PATH = '/api/notification/Sms/OutboundPhoto';
/** How long the provider may take to fetch the photo (it fetches at once, and again when it retries). */
const PHOTO_URL_TTL_MS = 24 * 60 * 60_000;
const PURPOSE = 'sms-photo';
const EXTENSIONS: Record<(typeof SMS_PHOTO_TYPES)[number], string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
};

/** A photo kept for an MMS: where, of what type, and the signed address the provider fetches it from. */
export interface KeptPhoto {
  path: string;
  type: string;
  url: string;
}

/**
 * Checks an MMS's photo (JPEG, PNG or GIF by its bytes as well as its declared type; under 4,000,000 bytes), keeps it
 * under `sms-out/{companyId}/` and signs its address under `publicUrl` (where the provider reaches this server).
 */
export async function keepSmsPhoto(
  config: ServerConfig,
  publicUrl: string,
  companyId: number,
  photo: File,
): Promise<KeptPhoto> {
  if (photo.size >= SMS_PHOTO_SIZE_LIMIT)
    throw new HttpError(413, `The photo is over ${SMS_PHOTO_SIZE_LIMIT.toLocaleString('en-GB')} bytes.`);
  const bytes = new Uint8Array(await photo.arrayBuffer());
  const type = sniffedType(bytes);
  if (!type || type !== photo.type) throw new HttpError(415, 'The photo must be a JPEG, PNG or GIF image.');
  const path = ['sms-out', companyId, `${randomUUID()}.${EXTENSIONS[type]}`].join('/');
  await writeUpload(uploadsDir(config.dataDir), path, bytes);
  const signed = signValue(config.tokenSecret, PURPOSE, path, PHOTO_URL_TTL_MS);
  const query = new URLSearchParams({ p: path, e: String(signed.expires), s: signed.signature });
  return { path, type, url: `${publicUrl}${SMS_PHOTO_PATH}?${query}` };
}

/** The image type the bytes are, by their signature; null for anything else. */
function sniffedType(bytes: Uint8Array): (typeof SMS_PHOTO_TYPES)[number] | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  return null;
}

/**
 * `GET /api/notification/Sms/OutboundPhoto?p&e&s`: an MMS's photo for the SMS provider, at an address this server
 * signed and that has not expired; served as the image it is, nothing else (nosniff, no script).
 */
export function registerSmsPhotos(app: FastifyInstance, config: ServerConfig): void {
  app.get(SMS_PHOTO_PATH, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const signed = { value: query.p ?? '', expires: Number(query.e), signature: query.s ?? '' };
    if (!signed.value.startsWith('sms-out/') || !isSignedValue(config.tokenSecret, PURPOSE, signed))
      return reply
        .code(403)
        .send(errorBody(403, 'The photo address is not signed by this server, or has expired.'));
    const extension = signed.value.split('.').at(-1) ?? '';
    const type = Object.entries(EXTENSIONS).find(([, ext]) => ext === extension)?.[0];
    const bytes = type ? await readUpload(uploadsDir(config.dataDir), signed.value).catch(() => null) : null;
    if (!bytes || !type) return reply.code(404).send(errorBody(404, 'No such photo.'));
    return sendSignedImage(reply, type, bytes, 86_400);
  });
}
