import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from './helpers';

// Replies leave through Twilio's REST Messages API: here a stand-in on loopback that speaks its wire format
// (basic auth, a form of To, From and Body; 201 with the message's sid, or 400 with Twilio's error body).

const ACCOUNT = `AC${'a1'.repeat(16)}`;
const AUTH = 'provider-auth-token';
const FROM = '+447700900100';
const REFUSED_NUMBER = '+15005550001';
const REDIRECTED_NUMBER = '+15005550002';

interface ProviderRequest {
  path: string;
  authorization: string | undefined;
  type: string | undefined;
  form: Record<string, string>;
}

let provider: Server;
let providerUrl: string;
const received: ProviderRequest[] = [];
let sent = 0;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

let queuedServer: TestServer;
let twilioServer: TestServer;
let unreachableServer: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  provider = createServer(async (request, response) => {
    const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
    received.push({
      path: request.url ?? '',
      authorization: request.headers.authorization,
      type: request.headers['content-type'],
      form,
    });
    if (request.headers.authorization !== `Basic ${Buffer.from(`${ACCOUNT}:${AUTH}`).toString('base64')}`) {
      response.writeHead(401, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ code: 20003, message: 'Authenticate', status: 401 }));
      return;
    }
    if (form.To === REDIRECTED_NUMBER) {
      response.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data' }).end();
      return;
    }
    if (form.To === REFUSED_NUMBER) {
      response.writeHead(400, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({
          code: 21211,
          message: `The 'To' number ${form.To} is not a valid phone number.`,
          status: 400,
        }),
      );
      return;
    }
    sent += 1;
    response.writeHead(201, { 'Content-Type': 'application/json' });
    response.end(
      JSON.stringify({ sid: `SM${sent.toString(16).padStart(32, '0')}`, status: 'queued', to: form.To }),
    );
  });
  provider.listen(0, '127.0.0.1');
  await once(provider, 'listening');
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;

  const twilioEnv = { TWILIO_ACCOUNT_SID: ACCOUNT, TWILIO_AUTH_TOKEN: AUTH, TWILIO_FROM: FROM };
  queuedServer = await startTestServer();
  twilioServer = await startTestServer({ env: { ...twilioEnv, TWILIO_API_BASE: providerUrl } });
  // Nothing listens on port 9 (discard) of loopback here: the provider cannot be reached.
  unreachableServer = await startTestServer({ env: { ...twilioEnv, TWILIO_API_BASE: 'http://127.0.0.1:9' } });
  for (const server of [queuedServer, twilioServer, unreachableServer])
    tokens[server.url] = (await signIn(server.url, 'alice')).access_token;
});
afterAll(async () => {
  for (const server of [queuedServer, twilioServer, unreachableServer]) await server?.dispose();
  provider?.close();
});

const send = (server: TestServer, over: Record<string, unknown> = {}) =>
  call(server.url, 'POST', '/api/notification/Sms/SendSms', {
    token: tokens[server.url],
    body: {
      CompanyId: 2,
      LoginId: 2,
      ToNumber: '+447700900456',
      SMSContent: 'On my way, 10 minutes.',
      ...over,
    },
  });

const recorded = (server: TestServer) =>
  server.server.store.db
    .selectFrom('sent_sms')
    .selectAll()
    .orderBy('sent_sms_id', 'desc')
    .executeTakeFirstOrThrow();

describe('an SMS reply leaves through the provider, or waits queued, and is recorded either way', () => {
  test('through Twilio: the account, the sender, the number and the text, as Twilio takes them', async () => {
    const answer = await send(twilioServer, { SMSContent: '  Parts are in the van.  ', ReplyToSmsId: 1 });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      Status: 'sent',
      ProviderSid: expect.stringMatching(/^SM[0-9a-f]{32}$/),
    });
    const request = received.at(-1)!;
    expect(request.path).toBe(`/2010-04-01/Accounts/${ACCOUNT}/Messages.json`);
    expect(request.type).toBe('application/x-www-form-urlencoded');
    expect(request.form).toEqual({ To: '+447700900456', From: FROM, Body: 'Parts are in the van.' });
    expect(await recorded(twilioServer)).toMatchObject({
      status: 'sent',
      provider_sid: answer.body.ProviderSid,
      body: 'Parts are in the van.',
      reply_to: 1,
      login_id: 2,
    });
  });

  test('no provider configured: queued here, recorded', async () => {
    const before = received.length;
    const answer = await send(queuedServer);
    expect(answer.body).toMatchObject({ Status: 'queued', ProviderSid: null });
    expect(received.length).toBe(before);
    expect(await recorded(queuedServer)).toMatchObject({ status: 'queued', to_number: '+447700900456' });
  });

  test("a refusal is 502 with the provider's reason, recorded as failed", async () => {
    const answer = await send(twilioServer, { ToNumber: REFUSED_NUMBER });
    expect(answer.status).toBe(502);
    expect(answer.body.message).toBe(
      `The SMS provider refused the message: The 'To' number ${REFUSED_NUMBER} is not a valid phone number.`,
    );
    expect(await recorded(twilioServer)).toMatchObject({ status: 'failed', to_number: REFUSED_NUMBER });
  });

  test('a provider that cannot be reached, or that redirects elsewhere, is 502; no redirect is followed', async () => {
    const unreachable = await send(unreachableServer);
    expect(unreachable.status).toBe(502);
    expect(unreachable.body.message).toBe('The SMS provider could not be reached.');
    expect(await recorded(unreachableServer)).toMatchObject({ status: 'failed' });
    const before = received.length;
    const redirected = await send(twilioServer, { ToNumber: REDIRECTED_NUMBER });
    expect(redirected.status).toBe(502);
    // The provider was asked once; the address it pointed to was not.
    expect(received.length).toBe(before + 1);
  });

  test('bad input is 400 and another company is 403, before anything reaches the provider', async () => {
    const before = received.length;
    expect((await send(twilioServer, { ToNumber: '07700 900456' })).status).toBe(400);
    expect((await send(twilioServer, { SMSContent: '   ' })).status).toBe(400);
    expect((await send(twilioServer, { SMSContent: 'x'.repeat(1601) })).status).toBe(400);
    expect((await send(twilioServer, { CompanyId: 3 })).status).toBe(403);
    expect((await send(twilioServer, { LoginId: 4 })).status).toBe(403);
    expect(received.length).toBe(before);
  });
});
