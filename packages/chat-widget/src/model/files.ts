import {
  CHAT_ATTACHMENT_TYPE,
  CHAT_AUDIO_EXTENSIONS,
  CHAT_DOCUMENT_EXTENSIONS,
  CHAT_FILE_SIZE_LIMIT,
  CHAT_IMAGE_EXTENSIONS,
} from '@fieldkit/core/contract';

/** Each attached file must be smaller than this many bytes (the spec's 4 MB). */
export const MAX_FILE_BYTES = CHAT_FILE_SIZE_LIMIT;

const dotted = (extensions: readonly string[]) => extensions.map((ext) => `.${ext}`);

/** What the document picker accepts: audio, .xlsx, .docx, .ppt, .txt, .pdf, .dwg (the contract's lists). */
export const DOCUMENT_ACCEPT = ['audio/*', ...dotted(CHAT_DOCUMENT_EXTENSIONS)].join(',');

/** What the image picker accepts: the contract's image extensions, the only images the server takes. */
export const IMAGE_ACCEPT = dotted(CHAT_IMAGE_EXTENSIONS).join(',');

/** Why a file was refused: the spec's code of the error shown. */
export type FileRefusal = 'UPLOADLIMIT4MB' | 'FILETYPE';

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
export function isAccepted(file: Pick<File, 'name' | 'type'>, kind: 'image' | 'document'): boolean {
  const ext = extensionOf(file.name);
  return (kind === 'image' ? imageExtensions : documentExtensions).has(ext);
}

/** The first reason to refuse a file, or null when it may be sent. */
export function refusalOf(
  file: Pick<File, 'name' | 'type' | 'size'>,
  kind: 'image' | 'document',
): FileRefusal | null {
  if (file.size >= MAX_FILE_BYTES) return 'UPLOADLIMIT4MB';
  if (!isAccepted(file, kind)) return 'FILETYPE';
  return null;
}

/** The name a zip of a message's attachments is saved under. */
export const zipName = (chatDataId: number) => `${chatDataId} - Attachments.zip`;

/** Whether an attachment is shown as an image (AttachmentType 1). */
export const isImageAttachment = (attachmentType: number) => attachmentType === CHAT_ATTACHMENT_TYPE.image;
