import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type FakeTwilio, REDIRECTED_NUMBER, REFUSED_NUMBER, startFakeTwilio } from './fake-twilio';
import { call, signIn, startTestServer, type TestServer } from './helpers';
import { LOG_USERS, receivedLog } from './sms-support';

// Replies leave through Twilio's REST Messages API: here a stand-in on loopback that speaks its wire format
// (basic auth, a form of To, From and Body; 201 with the message's sid, or 400 with Twilio's error body).

const ACCOUNT = `AC${'a1'.repeat(16)}`;
const AUTH = 'provider-auth-token';
const FROM = '+447700900100';

let provider: FakeTwilio;
let received: FakeTwilio['received'];

let queuedServer: TestServer;
let twilioServer: TestServer;
let unreachableServer: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  provider = await startFakeTwilio(ACCOUNT, AUTH);
  received = provider.received;

  // This suite sends far more than a person would in a minute (outbound-limits.test.ts tests the limits).
  const twilioEnv = {
    TWILIO_ACCOUNT_SID: ACCOUNT,
    TWILIO_AUTH_TOKEN: AUTH,
    TWILIO_FROM: FROM,
    OUTBOUND_SMS_LIMITS: '1000,1000,1000,1000',
  };
  queuedServer = await startTestServer({ env: { OUTBOUND_SMS_LIMITS: twilioEnv.OUTBOUND_SMS_LIMITS } });
  twilioServer = await startTestServer({ env: { ...twilioEnv, TWILIO_API_BASE: provider.url } });
  // Nothing listens on port 9 (discard) of loopback here: the provider cannot be reached.
  unreachableServer = await startTestServer({ env: { ...twilioEnv, TWILIO_API_BASE: 'http://127.0.0.1:9' } });
  for (const server of [queuedServer, twilioServer, unreachableServer]) {
    tokens[server.url] = (await signIn(server.url, 'alice')).access_token;
    // The provider's test numbers are American: Acme sends there as well as to the UK.
    await server.server.store.db
      .updateTable('companies')
      .set({ sms_allowed_countries: 'GB,US' })
      .where('company_id', '=', 2)
      .execute();
  }
});
afterAll(async () => {
  for (const server of [queuedServer, twilioServer, unreachableServer]) await server?.dispose();
  await provider?.close();
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

describe('the replies to an SMS are listed under it, for whoever of the company sees it', () => {
  const replies = (
    server: TestServer,
    token: string,
    user: { CompanyId: number; LoginId: number },
    SmsId: number,
  ) => call(server.url, 'POST', '/api/notification/Sms/GetSmsReplies', { token, body: { ...user, SmsId } });
  const idsOf = async (server: TestServer, token: string, user: 'alice' | 'carol') =>
    ((await receivedLog(server, token, user)).body as { SmsList: Array<{ SmsId: number }> }).SmsList.map(
      (m) => m.SmsId,
    );

  test('sent, queued and failed replies, oldest first, with who sent them; carol sees alice’s', async () => {
    const alice = tokens[twilioServer.url]!;
    const carol = (await signIn(twilioServer.url, 'carol')).access_token;
    // A message to the company's number, which both see.
    const carols = await idsOf(twilioServer, carol, 'carol');
    const smsId = (await idsOf(twilioServer, alice, 'alice')).find((id) => carols.includes(id))!;
    expect((await send(twilioServer, { ReplyToSmsId: smsId, SMSContent: 'First reply' })).status).toBe(200);
    expect(
      (await send(twilioServer, { ReplyToSmsId: smsId, SMSContent: 'Refused', ToNumber: REFUSED_NUMBER }))
        .status,
    ).toBe(502);
    const listed = await replies(twilioServer, carol, LOG_USERS.carol, smsId);
    expect(listed.status).toBe(200);
    expect(listed.body.Replies).toEqual([
      expect.objectContaining({
        SMSContent: 'First reply',
        Status: 'sent',
        SentBy: 'Alice Walker',
        ToNumber: '+447700900456',
      }),
      expect.objectContaining({ SMSContent: 'Refused', Status: 'failed', SentBy: 'Alice Walker' }),
    ]);
    expect(Date.parse(listed.body.Replies[0].SentDate)).not.toBeNaN();
  });

  test('a reply marks its message read; a reply the provider refused does not', async () => {
    const alice = tokens[twilioServer.url]!;
    const unread = async () =>
      (
        (await receivedLog(twilioServer, alice, 'alice')).body as {
          SmsList: { SmsId: number; IsRead: boolean }[];
        }
      ).SmsList.filter((m) => !m.IsRead).map((m) => m.SmsId);
    const [first, second] = await unread();
    expect(second).toBeDefined();
    expect(
      (await send(twilioServer, { ReplyToSmsId: first, SMSContent: 'Refused', ToNumber: REFUSED_NUMBER }))
        .status,
    ).toBe(502);
    expect(await unread()).toContain(first);
    expect((await send(twilioServer, { ReplyToSmsId: first, SMSContent: 'On my way' })).status).toBe(200);
    const after = await unread();
    expect(after).not.toContain(first);
    expect(after).toContain(second);
  });

  test('a reply to a message not in the caller’s log is 404 and reaches no provider; its replies are 404 to others', async () => {
    const before = received.length;
    const answer = await send(twilioServer, { ReplyToSmsId: 999_999 });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('No such message in your log to reply to.');
    expect(received.length).toBe(before);
    const [smsId] = await idsOf(twilioServer, tokens[twilioServer.url]!, 'alice');
    const dave = (await signIn(twilioServer.url, 'dave')).access_token;
    expect((await replies(twilioServer, dave, LOG_USERS.dave, smsId!)).status).toBe(404);
    expect((await replies(twilioServer, dave, LOG_USERS.alice, smsId!)).status).toBe(403);
  });
});

describe('an MMS reply carries a photo, which the provider fetches from this server at a signed address', () => {
  // A minimal JPEG's first bytes (the start of image and a JFIF segment), and a PNG's.
  const JPEG = new Uint8Array([
    0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0,
  ]);
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const sendMms = (
    server: TestServer,
    photo: { bytes: Uint8Array; type: string; name?: string },
    detail: Record<string, unknown> = {},
  ) => {
    const form = new FormData();
    form.append(
      'photo',
      new Blob([photo.bytes as Uint8Array<ArrayBuffer>], { type: photo.type }),
      photo.name ?? 'photo.jpg',
    );
    form.append(
      'detail',
      JSON.stringify({
        CompanyId: 2,
        LoginId: 2,
        ToNumber: '+447700900456',
        SMSContent: 'The new seal.',
        ...detail,
      }),
    );
    return fetch(`${server.url}/api/notification/Sms/SendMms`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[server.url]}` },
      body: form,
    });
  };

  test('Twilio gets the photo’s address as MediaUrl; the address answers the photo, signed and as an image only', async () => {
    const answer = await sendMms(twilioServer, { bytes: JPEG, type: 'image/jpeg' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ Status: 'sent' });
    const form = received.at(-1)!.form;
    expect(form).toMatchObject({ To: '+447700900456', From: FROM, Body: 'The new seal.' });
    const address = new URL(form.MediaUrl!);
    expect(`${address.origin}${address.pathname}`).toBe(
      `${twilioServer.url}/api/notification/Sms/OutboundPhoto`,
    );
    // Fetched as the provider fetches it: no token.
    const photo = await fetch(address);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(JPEG);
    expect(await recorded(twilioServer)).toMatchObject({ status: 'sent', media_type: 'image/jpeg' });

    // A signature for another photo, an altered expiry, or a path outside the outgoing photos: 403.
    const forged = new URL(address);
    forged.searchParams.set('p', 'sms/2/10.jpg');
    expect((await fetch(forged)).status).toBe(403);
    const extended = new URL(address);
    extended.searchParams.set('e', String(Number(address.searchParams.get('e')) + 1));
    expect((await fetch(extended)).status).toBe(403);
  });

  test('queued without a provider, the photo kept with the reply', async () => {
    const answer = await sendMms(queuedServer, { bytes: PNG, type: 'image/png', name: 'gauge.png' });
    expect(await answer.json()).toMatchObject({ Status: 'queued' });
    expect(await recorded(queuedServer)).toMatchObject({
      status: 'queued',
      media_type: 'image/png',
      media_path: expect.stringMatching(/^sms-out\/2\/[0-9a-f-]{36}\.png$/),
    });
  });

  test('anything but a JPEG, PNG or GIF (by its bytes too) is 415; 4,000,000 bytes is 413; nothing reaches the provider', async () => {
    const before = received.length;
    const text = await sendMms(twilioServer, {
      bytes: new TextEncoder().encode('hello'),
      type: 'text/plain',
    });
    expect(text.status).toBe(415);
    expect((await text.json()).message).toBe('The photo must be a JPEG, PNG or GIF image.');
    // HTML declared as a JPEG.
    const html = await sendMms(twilioServer, {
      bytes: new TextEncoder().encode('<script>x</script>'),
      type: 'image/jpeg',
    });
    expect(html.status).toBe(415);
    const big = new Uint8Array(4_000_000);
    big.set(JPEG);
    expect((await sendMms(twilioServer, { bytes: big, type: 'image/jpeg' })).status).toBe(413);
    expect(received.length).toBe(before);
  });

  test('another login in the detail is 403; a reply to a message not in the log is 404; listed replies say Photo', async () => {
    expect((await sendMms(twilioServer, { bytes: JPEG, type: 'image/jpeg' }, { LoginId: 4 })).status).toBe(
      403,
    );
    expect(
      (await sendMms(twilioServer, { bytes: JPEG, type: 'image/jpeg' }, { ReplyToSmsId: 999_999 })).status,
    ).toBe(404);
    const [smsId] = (
      (await receivedLog(twilioServer, tokens[twilioServer.url]!, 'alice')).body as {
        SmsList: Array<{ SmsId: number }>;
      }
    ).SmsList.map((m) => m.SmsId);
    expect(
      (await sendMms(twilioServer, { bytes: JPEG, type: 'image/jpeg' }, { ReplyToSmsId: smsId })).status,
    ).toBe(200);
    const listed = await call(twilioServer.url, 'POST', '/api/notification/Sms/GetSmsReplies', {
      token: tokens[twilioServer.url],
      body: { ...LOG_USERS.alice, SmsId: smsId },
    });
    expect(listed.body.Replies.at(-1)).toMatchObject({ SMSContent: 'The new seal.', Photo: true });
  });
});
