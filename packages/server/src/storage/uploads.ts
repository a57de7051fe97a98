import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { HttpError } from '../http/errors';

// Files the server keeps (chat attachments, SMS media): under the data folder's `uploads`, by relative path.

function inside(root: string, relative: string): string {
  const full = resolve(root, ...relative.split('/'));
  if (!full.startsWith(resolve(root) + sep)) throw new HttpError(400, 'Bad storage path.');
  return full;
}

/** Writes bytes under the uploads folder. */
export async function writeUpload(root: string, relative: string, data: Uint8Array): Promise<void> {
  const full = inside(root, relative);
  await mkdir(dirname(full), { recursive: true });
  await writeFile(full, data);
}

/** Reads a stored file; 404 when it is gone. */
export async function readUpload(root: string, relative: string): Promise<Buffer> {
  try {
    return await readFile(inside(root, relative));
  } catch {
    throw new HttpError(404, 'The file is no longer stored.');
  }
}

/** The uploads folder under the data folder. */
export function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}
