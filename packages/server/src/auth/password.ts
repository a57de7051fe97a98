import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N: 16384, r: 8, p: 1 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A scrypt hash of the password with a fresh per-user salt, both hex. */
export async function hashPassword(password: string): Promise<{ hash: string; salt: string }> {
  const salt = randomBytes(16).toString('hex');
  return { hash: (await derive(password, salt)).toString('hex'), salt };
}

/** True when the password matches the stored hash; the comparison takes the same time either way. */
export async function verifyPassword(password: string, hash: string, salt: string): Promise<boolean> {
  const expected = Buffer.from(hash, 'hex');
  const actual = await derive(password, salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

let decoy: Promise<{ hash: string; salt: string }> | undefined;

/** Spends the time of a real check for an unknown username, so that timing does not tell which names exist. */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword('decoy-password-never-matches');
  const { hash, salt } = await decoy;
  await verifyPassword(password, hash, salt);
  return false;
}
