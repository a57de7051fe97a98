import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** What the key that seals embed secrets is derived for: never the tokens' key itself. */
const INFO = 'fieldkit embed key secrets';

/** The AES-256 key that seals embed secrets, derived from the server's secret (the same on every process). */
function sealingKey(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'fieldkit', INFO, 32));
}

/** Seals an embed key's secret for the store: AES-256-GCM, a fresh iv, as `iv.tag.ciphertext` in base64url. */
export function sealSecret(secret: string, serverSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(serverSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** The secret a {@link sealSecret} sealed, or null when it does not open (another server secret, a changed row). */
export function openSecret(sealed: string, serverSecret: string): string | null {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(serverSecret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
