import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { HttpError } from '../http/errors';

// Files the server keeps (chat attachments, SMS media): under the data folder's `uploads`, by relative path.

function inside(root: string, relative: string): string {
  const full = resolve(root, ...relative.split('/'));
  if (!full.startsWith(resolve(root) + sep)) throw new HttpError(400, 'Bad storage path.');
  return full;
}

/** Writes bytes under the uploads folder; a Blob (an uploaded file's disk copy) is streamed, never held whole. */
export async function writeUpload(root: string, relative: string, data: Uint8Array | Blob): Promise<void> {
  const full = inside(root, relative);
  await mkdir(dirname(full), { recursive: true });
  if (data instanceof Blob)
    await pipeline(
      Readable.fromWeb(data.stream() as NodeReadableStream<Uint8Array>),
      createWriteStream(full),
    );
  else await writeFile(full, data);
}

/** Reads a stored file; 404 when it is gone. */
export async function readUpload(root: string, relative: string): Promise<Buffer> {
  try {
    return await readFile(inside(root, relative));
  } catch {
    throw new HttpError(404, 'The file is no longer stored.');
  }
}

/** Removes a stored file; one already gone is fine. */
export async function removeUpload(root: string, relative: string): Promise<void> {
  await rm(inside(root, relative), { force: true });
}

/** The uploads folder under the data folder. */
export function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}
