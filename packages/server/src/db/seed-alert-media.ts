import { readFile } from 'node:fs/promises';
import { writeUpload } from '../storage/uploads';

/**
 * The files of the demo's received SMS and e-mail (drawn by scripts/seed-media.ts, kept in `seed-media/` next to this
 * module, copied next to the bundle by the build): where each goes under the uploads folder and the type it is
 * served as. The paths are those the inbound SMS and mail would give the seeded messages (company 2, alerts 10-13).
 */
export const SEED_ALERT_MEDIA = {
  /** The MMS photo of a boiler's panel and pressure gauge (alert 10). */
  boilerPhoto: { file: 'boiler-gauge.jpg', path: 'sms/2/10.jpg', type: 'image/jpeg' },
  /** The MMS clip of an air handling unit's fan (alert 11). */
  fanClip: { file: 'ahu-fan.webm', path: 'sms/2/11.webm', type: 'video/webm' },
  /** The sender's logo an e-mail's HTML shows by `cid:` (alert 12, its first inline part). */
  senderLogo: { file: 'harbour-logo.png', path: 'mail/2/12-1.png', type: 'image/png' },
  /** The same clip, attached to an e-mail (alert 13). */
  mailedClip: { file: 'ahu-fan.webm', path: 'mail/2/13.webm', type: 'video/webm' },
} as const;

/** Where the files are: `src/db/seed-media/` from the sources, `dist/seed-media/` from the bundle. */
const SEED_MEDIA_DIR = new URL('./seed-media/', import.meta.url);

/** A file of the seed: its name in `seed-media/` and where it goes under the uploads folder. */
export interface SeedFile {
  file: string;
  path: string;
}

/** Copies files of `seed-media/` into the uploads folder (overwriting what a previous seed left there). */
export async function copySeedFiles(uploadsRoot: string, files: Iterable<SeedFile>): Promise<void> {
  for (const media of files)
    await writeUpload(uploadsRoot, media.path, await readFile(new URL(media.file, SEED_MEDIA_DIR)));
}

/** Copies the seeded messages' files into the uploads folder. */
export async function copySeedAlertMedia(uploadsRoot: string): Promise<void> {
  await copySeedFiles(uploadsRoot, Object.values(SEED_ALERT_MEDIA));
}
