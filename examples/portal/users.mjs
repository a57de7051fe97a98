// The portal's own users: its sign-in knows them, not Fieldkit's. Each is linked to the Fieldkit user its backend
// vouches for (fieldkit-token.mjs). Demo data, never for production.
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

/** The portal's own demo password, every demo user's (not a Fieldkit password). */
export const PORTAL_PASSWORD = 'intranet1234';

const KEY_LENGTH = 32;
const scryptAsync = promisify(scrypt);

/** A password's scrypt hash under a fresh salt: only hashes are kept, made when the portal starts. */
function hashOf(password) {
  const salt = randomBytes(16);
  return { salt, hash: scryptSync(password, salt, KEY_LENGTH) };
}

/** The portal's users by username: their display name and the Fieldkit username each is linked to. */
const users = new Map(
  [
    { username: 'alice', name: 'Alice Walker', fieldkitUsername: 'alice' },
    { username: 'bob', name: 'Bob Stone', fieldkitUsername: 'bob' },
    { username: 'carol', name: 'Carol Price', fieldkitUsername: 'carol' },
  ].map((user) => [user.username, { ...user, password: hashOf(PORTAL_PASSWORD) }]),
);
/** Checked against for an unknown username, so that it takes as long as a wrong password. */
const nobody = hashOf(randomBytes(16).toString('hex'));

/** The user a username and password sign in, or null: the password's hash compared in constant time. */
export async function verifyUser(username, password) {
  if (typeof username !== 'string' || typeof password !== 'string') return null;
  const user = users.get(username.trim().toLowerCase());
  const { salt, hash } = user?.password ?? nobody;
  const tried = await scryptAsync(password, salt, KEY_LENGTH);
  if (!timingSafeEqual(tried, hash) || !user) return null;
  return { name: user.name, fieldkitUsername: user.fieldkitUsername };
}
