import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMBED_KEYS, demoPortalOrigins, seedDemoEmbedKeys } from '../src/auth/embed/demo-keys';
import { signAssertion } from './embed-assertion';
import { call, signIn, startTestServer, type TestServer } from './helpers';
import { hubClient } from './hub-client';

// A company's administrators make, list and revoke its embed keys; a revoked key ends its sessions on every process.

const [ACME] = DEMO_EMBED_KEYS;
const TIMING = { hubTiming: { pingIntervalMs: 200, clientTimeoutMs: 1500 } };

let t: TestServer;
let carol: string;
beforeAll(async () => {
  t = await startTestServer(TIMING);
  carol = (await signIn(t.url, 'carol')).access_token;
});
afterAll(() => t.dispose());

const list = (token: string, companyId = 2) =>
  call(t.url, 'GET', `/api/admin/Company/EmbedKeys/${companyId}`, { token });
const create = (token: string, body: Record<string, unknown>) =>
  call(t.url, 'POST', '/api/admin/Company/EmbedKeys', { token, body: { CompanyId: 2, ...body } });
const revoke = (token: string, keyId: string, companyId = 2) =>
  call(t.url, 'POST', `/api/admin/Company/EmbedKeys/${companyId}/${keyId}/Revoke`, { token });

const exchange = async (base: string, kid: string, secret: string, sub = 'alice') =>
  call(base, 'POST', '/api/auth/Account/EmbedSignIn', {
    body: { Assertion: await signAssertion({ sub }, { kid, secret }) },
  });

/** The CORS answer of a preflight from `origin`: its allowed origin, or null. */
async function preflight(origin: string): Promise<string | null> {
  const answer = await fetch(`${t.url}/api/auth/Account/EmbedSignIn`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST' },
  });
  return answer.headers.get('access-control-allow-origin');
}

describe('the keys of a company, for its administrators', () => {
  test('listed without their secrets; a technician is refused with 403 naming the right', async () => {
    const listed = await list(carol);
    expect(listed.status).toBe(200);
    expect(listed.body.find((key: { KeyId: string }) => key.KeyId === ACME.keyId)).toMatchObject({
      Name: 'Example portal (demo)',
      RevokedAt: null,
    });
    expect(JSON.stringify(listed.body)).not.toContain(ACME.secret);
    const bob = (await signIn(t.url, 'bob')).access_token;
    const refused = await list(bob);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/Administration Setup System Settings/);
  });

  test('made with a secret shown once, which vouches at once; its origin passes CORS within seconds', async () => {
    const origin = 'https://portal.acme.example';
    expect(await preflight(origin)).toBeNull();
    const made = await create(carol, { Name: 'Customer portal', Origins: [origin] });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ Name: 'Customer portal', Origins: [origin], RevokedAt: null });
    expect(made.body.Secret).toMatch(/^[\w-]{40,}$/);
    const listed = (await list(carol)).body.find((key: { KeyId: string }) => key.KeyId === made.body.KeyId);
    expect(listed).toBeDefined();
    expect(listed.Secret).toBeUndefined();
    expect((await exchange(t.url, made.body.KeyId, made.body.Secret)).status).toBe(200);
    await expect.poll(() => preflight(origin), { timeout: 8_000 }).toBe(origin);
  });

  test('a name or an origin the contract does not take is refused with 400 and nothing made', async () => {
    const before = (await list(carol)).body.length;
    for (const body of [
      { Name: '', Origins: [] },
      { Name: 'Paths', Origins: ['https://portal.example/app'] },
      { Name: 'Script', Origins: ['javascript:alert(1)'] },
      { Name: 'Many', Origins: Array.from({ length: 21 }, (_, i) => `https://p${i}.example`) },
    ])
      expect((await create(carol, body)).status).toBe(400);
    expect((await list(carol)).body.length).toBe(before);
  });

  test("another company's keys can be neither listed, made nor revoked (403), nor revoked by their id (404)", async () => {
    const dave = (await signIn(t.url, 'dave')).access_token;
    expect((await list(carol, 3)).status).toBe(403);
    const notOurs = await call(t.url, 'POST', '/api/admin/Company/EmbedKeys', {
      token: carol,
      body: { CompanyId: 3, Name: 'Not ours', Origins: [] },
    });
    expect(notOurs.status).toBe(403);
    // dave, of Borealis, has not the right on system settings; carol, of Acme, cannot reach Borealis' key by its id.
    expect((await revoke(dave, ACME.keyId, 3)).status).toBe(403);
    const borealis = DEMO_EMBED_KEYS[1];
    expect((await revoke(carol, borealis.keyId)).status).toBe(404);
    expect((await exchange(t.url, borealis.keyId, borealis.secret, 'dave')).status).toBe(200);
  });
});

describe('a revoked key', () => {
  test('ends its sessions and their hub connections, on this process at once and on another within seconds', async () => {
    const made = (await create(carol, { Name: 'Revoked soon', Origins: ['https://soon.example'] })).body;
    const other = await startTestServer({ dataDir: t.dataDir, ...TIMING });
    try {
      const here = (await exchange(t.url, made.KeyId, made.Secret)).body.access_token as string;
      const there = (await exchange(other.url, made.KeyId, made.Secret)).body.access_token as string;
      const connections = [
        hubClient(`${t.url}/hubs/echo`, () => here),
        hubClient(`${other.url}/hubs/echo`, () => there),
      ];
      const closed = connections.map((c) => new Promise<Error | undefined>((resolve) => c.onclose(resolve)));
      for (const connection of connections) await connection.start();
      const full = (await signIn(t.url, 'alice')).access_token;

      expect((await revoke(carol, made.KeyId)).body).toEqual({ Success: true });
      const started = Date.now();
      const [hereClosed, thereClosed] = await Promise.all(closed);
      expect(hereClosed?.message).toMatch(/The embed key of this session was revoked$/);
      expect(thereClosed?.message).toMatch(/The embed key of this session was revoked$/);
      expect(Date.now() - started).toBeLessThan(5_000);
      for (const [base, token] of [
        [t.url, here],
        [other.url, there],
      ] as const)
        expect((await call(base, 'GET', '/api/auth/Account/SessionInfo', { token })).status).toBe(401);
      // The key's assertions are refused; the user's full-app session is not the key's.
      expect((await exchange(t.url, made.KeyId, made.Secret)).body.message).toBe(
        'Unknown or revoked embed key.',
      );
      expect((await call(t.url, 'GET', '/api/auth/Account/SessionInfo', { token: full })).status).toBe(200);
      // Revoked once: again is 404. Its origin is let through CORS no more, within seconds.
      expect((await revoke(carol, made.KeyId)).status).toBe(404);
      await expect.poll(() => preflight('https://soon.example'), { timeout: 8_000 }).toBeNull();
      expect(
        (await list(carol)).body.find((key: { KeyId: string }) => key.KeyId === made.KeyId).RevokedAt,
      ).not.toBeNull();
    } finally {
      await other.stop();
    }
  });
});

describe('the demo keys', () => {
  test('seeded by processes starting at once without a conflict, their origins on the current port', async () => {
    const { db } = t.server.store;
    const secret = 'test-secret-of-sufficient-length';
    // As on a store seeded before keys existed: both processes find no demo key and make it.
    await db.deleteFrom('embed_keys').where('key_id', 'in', [ACME.keyId, DEMO_EMBED_KEYS[1].keyId]).execute();
    await Promise.all([seedDemoEmbedKeys(db, secret, 5100), seedDemoEmbedKeys(db, secret, 5100)]);
    const listed = (await list(carol)).body.filter((key: { KeyId: string }) => key.KeyId === ACME.keyId);
    expect(listed.map((key: { Origins: string[] }) => key.Origins)).toEqual([demoPortalOrigins(5100)]);
    await seedDemoEmbedKeys(db, secret, t.server.config.port);
  });
});

describe('embedded sessions, listed as such for the administrators', () => {
  const sessionsOf = (token: string, companyId = 2) =>
    call(t.url, 'GET', `/api/admin/Company/EmbedKeys/${companyId}/Sessions`, { token });

  test('a portal’s session is listed with its user and key; the full app’s is not; a revoked key’s leave the list', async () => {
    const made = (await create(carol, { Name: 'Listed portal', Origins: [] })).body;
    const embedded = await exchange(t.url, made.KeyId, made.Secret, 'bob');
    expect(embedded.status).toBe(200);
    await signIn(t.url, 'bob');
    const listed = await sessionsOf(carol);
    expect(listed.status).toBe(200);
    const ofKey = listed.body.filter((session: { KeyId: string }) => session.KeyId === made.KeyId);
    expect(ofKey).toEqual([
      {
        KeyId: made.KeyId,
        KeyName: 'Listed portal',
        LoginId: 3,
        DisplayName: 'Bob Stone',
        SignedInAt: expect.any(String),
        RenewedAt: null,
        ExpiresAt: expect.any(String),
      },
    ]);
    // Only sessions of a key: the same user's full-app session is not one.
    expect(listed.body.every((session: { KeyId: string }) => session.KeyId !== '')).toBe(true);
    await revoke(carol, made.KeyId);
    const after = (await sessionsOf(carol)).body as { KeyId: string }[];
    expect(after.some((session) => session.KeyId === made.KeyId)).toBe(false);
  });

  test('another company’s sessions are refused (403), and a technician has not the right (403)', async () => {
    expect((await sessionsOf(carol, 3)).status).toBe(403);
    const bob = (await signIn(t.url, 'bob')).access_token;
    expect((await sessionsOf(bob)).status).toBe(403);
  });
});
