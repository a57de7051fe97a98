import {
  CHAT_ATTACHMENT_TYPE,
  CHAT_AUDIO_EXTENSIONS,
  CHAT_DOCUMENT_EXTENSIONS,
  CHAT_FILE_SIZE_LIMIT,
  CHAT_IMAGE_EXTENSIONS,
  CHAT_MAX_FILES,
  CHAT_PICTURE_EXTENSIONS,
} from '@fieldkit/core/contract';

/** Each attached file must be smaller than this many bytes (the spec's 4 MB). */
export const MAX_FILE_BYTES = CHAT_FILE_SIZE_LIMIT;

const dotted = (extensions: readonly string[]) => extensions.map((ext) => `.${ext}`);

/** Most files one message carries (the server refuses more). */
export const MAX_FILES = CHAT_MAX_FILES;

/** What the document picker accepts: audio, .xlsx, .docx, .ppt, .txt, .pdf, .dwg and office formats (the contract's). */
export const DOCUMENT_ACCEPT = ['audio/*', ...dotted(CHAT_DOCUMENT_EXTENSIONS)].join(',');

/** What the image picker accepts: the contract's image extensions, the only images the server takes. */
export const IMAGE_ACCEPT = dotted(CHAT_IMAGE_EXTENSIONS).join(',');

/** Why a file was refused: the code of the error shown (UPLOADLIMIT4MB is the spec's). */
export type FileRefusal = 'UPLOADLIMIT4MB' | 'FILETYPE' | 'TOOMANYFILES';

/**
 * Where files come from: the image picker, the document picker, or anywhere else (pasted, dropped), which takes
 * what either picker takes.
 */
export type FileSource = 'image' | 'document' | 'any';

const imageExtensions = new Set<string>(CHAT_IMAGE_EXTENSIONS);
const documentExtensions = new Set<string>([...CHAT_DOCUMENT_EXTENSIONS, ...CHAT_AUDIO_EXTENSIONS]);

/** The lower-case extension of a file name, '' when none (the server decides by it too). */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * Whether a file is one the picker of `kind` accepts. The browser's `accept` is only a hint, and the server goes by
 * the extension alone, so this does too: what passes here the server takes.
 */
export function isAccepted(file: Pick<File, 'name' | 'type'>, source: FileSource): boolean {
  const ext = extensionOf(file.name);
  if (source === 'any') return imageExtensions.has(ext) || documentExtensions.has(ext);
  return (source === 'image' ? imageExtensions : documentExtensions).has(ext);
}

/** The first reason to refuse a file, or null when it may be sent. */
export function refusalOf(
  file: Pick<File, 'name' | 'type' | 'size'>,
  source: FileSource,
): FileRefusal | null {
  if (file.size >= MAX_FILE_BYTES) return 'UPLOADLIMIT4MB';
  if (!isAccepted(file, source)) return 'FILETYPE';
  return null;
}

/** What a batch of files added to the tray comes to: the files it takes, and those refused by reason. */
export interface SortedBatch<F> {
  taken: F[];
  refused: Map<FileRefusal, F[]>;
}

/**
 * Sorts a batch added to a tray that holds `inTray` files: each valid file is taken while the message has room
 * ({@link MAX_FILES}); one refused file never costs the others their place.
 */
export function sortBatch<F extends Pick<File, 'name' | 'type' | 'size'>>(
  files: readonly F[],
  source: FileSource,
  inTray: number,
): SortedBatch<F> {
  const taken: F[] = [];
  const refused = new Map<FileRefusal, F[]>();
  for (const file of files) {
    const reason = refusalOf(file, source) ?? (inTray + taken.length >= MAX_FILES ? 'TOOMANYFILES' : null);
    if (reason) refused.set(reason, [...(refused.get(reason) ?? []), file]);
    else taken.push(file);
  }
  return { taken, refused };
}

const pictureExtensions = new Set<string>(CHAT_PICTURE_EXTENSIONS);

/** Whether a file is a picture a browser draws (a .dwg drawing is not), so a thumbnail can show it. */
export const isPicture = (name: string) => pictureExtensions.has(extensionOf(name));

/** The name a zip of a message's attachments is saved under. */
export const zipName = (chatDataId: number) => `${chatDataId} - Attachments.zip`;

/** Whether an attachment is shown as an image (AttachmentType 1). */
export const isImageAttachment = (attachmentType: number) => attachmentType === CHAT_ATTACHMENT_TYPE.image;
