/** Each attached file must be smaller than this many bytes (the spec's 4 MB). */
export const MAX_FILE_BYTES = 4_000_000;

/** What the document picker accepts: audio, .xlsx, .docx, .ppt, .txt, .pdf, .dwg. */
export const DOCUMENT_ACCEPT = 'audio/*,.xlsx,.docx,.ppt,.txt,.pdf,.dwg';

/** What the image picker accepts. */
export const IMAGE_ACCEPT = 'image/*';

/** Why a file was refused: the spec's code of the error shown. */
export type FileRefusal = 'UPLOADLIMIT4MB' | 'FILETYPE';

const documentExtensions = ['.xlsx', '.docx', '.ppt', '.txt', '.pdf', '.dwg'];

/** Whether a file is one the picker of `kind` accepts (the browser's `accept` is only a hint). */
export function isAccepted(file: Pick<File, 'name' | 'type'>, kind: 'image' | 'document'): boolean {
  if (kind === 'image') return file.type.startsWith('image/');
  const name = file.name.toLowerCase();
  return file.type.startsWith('audio/') || documentExtensions.some((ext) => name.endsWith(ext));
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

/** A file size for people: bytes, KB or MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** The name a zip of a message's attachments is saved under. */
export const zipName = (chatDataId: number) => `${chatDataId} - Attachments.zip`;

/** Whether an attachment is shown as an image (AttachmentType 1). */
export const isImageAttachment = (attachmentType: number) => attachmentType === 1;
