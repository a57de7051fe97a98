import type { ServerConfig } from '../../config';
import { readUpload, uploadsDir } from '../../storage/uploads';

/** A stored file's bytes in base64, or '' when it is no longer stored (one lost file does not fail a printout). */
export async function base64Of(config: ServerConfig, path: string): Promise<string> {
  try {
    return (await readUpload(uploadsDir(config.dataDir), path)).toString('base64');
  } catch {
    return '';
  }
}
