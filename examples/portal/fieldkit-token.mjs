// What the portal's backend writes to vouch for its user to Fieldkit: an assertion signed with the company's embed
// key, which the elements exchange at the Fieldkit server (`Account/EmbedSignIn`) for a token of their own.
// PORTAL_EMBED_KEY_ID and PORTAL_EMBED_SECRET: the key; by default the demo seed's Acme key (demo data only).
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';

const keyId = process.env.PORTAL_EMBED_KEY_ID ?? 'acme-portal-demo';
const secret = new TextEncoder().encode(
  process.env.PORTAL_EMBED_SECRET ?? 'demo-embed-secret-acme-not-for-production',
);

/** An assertion that the portal's signed-in user is `fieldkitUsername` in Fieldkit, good for 60 seconds. */
export function fieldkitAssertion(fieldkitUsername) {
  return new SignJWT({ sub: fieldkitUsername })
    .setProtectedHeader({ alg: 'HS256', kid: keyId })
    .setAudience('fieldkit')
    .setIssuedAt()
    .setExpirationTime('60s')
    .setJti(randomUUID())
    .sign(secret);
}
