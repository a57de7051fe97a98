import {
  CHAT_ATTACHMENT_TYPE,
  CHAT_AUDIO_EXTENSIONS,
  CHAT_DOCUMENT_EXTENSIONS,
  CHAT_FILE_SIZE_LIMIT,
  CHAT_IMAGE_EXTENSIONS,
  CHAT_PICTURE_EXTENSIONS,
} from '@fieldkit/core/contract';
import { HttpError } from '../../http/errors';

const PICTURES = new Set<string>(CHAT_PICTURE_EXTENSIONS);
const ALLOWED = new Set<string>([
  ...CHAT_IMAGE_EXTENSIONS,
  ...CHAT_DOCUMENT_EXTENSIONS,
  ...CHAT_AUDIO_EXTENSIONS,
]);

/**
 * A file name safe to store and to send back: the last path segment only, letters, digits, spaces and `._-()`
 * kept, anything else `_`, no leading dots, at most 120 characters with the extension kept.
 */
export function sanitiseFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  let safe = base
    .normalize('NFKC')
    .replace(/[^A-Za-z0-9 ._()-]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[ .]+/, '')
    .replace(/[ .]+$/, '')
    .trim();
  if (safe.length > 120) {
    const dot = safe.lastIndexOf('.');
    const ext = dot > 0 && safe.length - dot <= 10 ? safe.slice(dot) : '';
    safe = safe.slice(0, 120 - ext.length) + ext;
  }
  return safe || 'file';
}

/** The lower-case extension of a name, '' when none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * 413 for a file of 4,000,000 bytes or more, 415 for a type outside the pickers' lists; else its attachment type: an
 * image for what a browser draws, a document for the rest (a .dwg drawing included).
 */
export function checkChatFile(name: string, size: number): number {
  if (size >= CHAT_FILE_SIZE_LIMIT)
    throw new HttpError(413, `Each file must be smaller than ${CHAT_FILE_SIZE_LIMIT} bytes.`);
  const ext = extensionOf(name);
  if (!ALLOWED.has(ext)) throw new HttpError(415, `Files of type "${ext || 'none'}" cannot be attached.`);
  return PICTURES.has(ext) ? CHAT_ATTACHMENT_TYPE.image : CHAT_ATTACHMENT_TYPE.document;
}

/** MIME type sent back for a stored file; never HTML or SVG, so nothing stored runs in a page. */
export function contentTypeOf(name: string): string {
  const types: Record<string, string> = {
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    gif: 'image/gif',
    webp: 'image/webp',
    bmp: 'image/bmp',
    pdf: 'application/pdf',
    txt: 'text/plain; charset=utf-8',
    mp3: 'audio/mpeg',
    wav: 'audio/wav',
    ogg: 'audio/ogg',
    csv: 'text/csv; charset=utf-8',
    rtf: 'application/rtf',
    doc: 'application/msword',
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    xls: 'application/vnd.ms-excel',
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ppt: 'application/vnd.ms-powerpoint',
    pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ppsx: 'application/vnd.openxmlformats-officedocument.presentationml.slideshow',
    odt: 'application/vnd.oasis.opendocument.text',
    ods: 'application/vnd.oasis.opendocument.spreadsheet',
    odp: 'application/vnd.oasis.opendocument.presentation',
  };
  return types[extensionOf(name)] ?? 'application/octet-stream';
}

/** Where chat files live: `{uploads}/chat/{companyId}/{chatDataId}/{index}-{name}`. */
export function chatUploadPath(companyId: number, chatDataId: number, index: number, name: string): string {
  return ['chat', companyId, chatDataId, `${index + 1}-${name}`].join('/');
}
