import { once } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startServerProcess } from '../scripts/server-process';
import { signIn, startTestServer, storeEnvFor, type TestServer, tempDataDir } from './helpers';
import { INBOUND_ENV, postInbound, receivedLog, sid, twilioForm } from './sms-support';

// An MMS's media is fetched from a queue kept in the store: a failure that may pass is tried again, and a process
// that dies while fetching leaves the media for the next one. The media host is a stand-in on loopback.

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
]);

let media: Server;
let mediaHost: string;
/** How many times each path was asked, and what each answers: 'ok', a status, or 'hang' (no answer at all). */
const asked = new Map<string, number>();
const answers = new Map<string, Array<'ok' | 'hang' | number>>();
const hanging: ServerResponse[] = [];

beforeAll(async () => {
  media = createServer((request, response) => {
    const path = request.url ?? '';
    asked.set(path, (asked.get(path) ?? 0) + 1);
    const queue = answers.get(path) ?? [];
    const answer = queue.length > 1 ? queue.shift()! : (queue[0] ?? 404);
    if (answer === 'hang') hanging.push(response);
    else if (answer === 'ok') response.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG);
    else response.writeHead(answer).end();
  });
  media.listen(0, '127.0.0.1');
  await once(media, 'listening');
  mediaHost = `127.0.0.1:${(media.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const response of hanging) response.destroy();
  media?.close();
});

const env = () => ({ ...INBOUND_ENV, SMS_MEDIA_HOSTS: mediaHost, SMS_MEDIA_RETRY_DELAYS_MS: '100,100,100' });

/** Posts an MMS naming one file of the media host. */
async function mms(server: { url: string }, path: string, messageSid = sid()) {
  const fields = {
    Body: `MMS ${messageSid}`,
    NumMedia: '1',
    MediaUrl0: `http://${mediaHost}${path}`,
    MediaContentType0: 'image/png',
  };
  const answer = await postInbound(server as TestServer, twilioForm({ ...fields, MessageSid: messageSid }));
  expect(answer.status).toBe(200);
  return fields.Body;
}

/** Alice's log entry for the SMS with `body`, once it has a file (or the test times out). */
async function withFile(server: TestServer, token: string, body: string) {
  await expect
    .poll(
      async () => {
        const log = await receivedLog(server, token, 'alice', { Notification: 1, EndRecord: 100 });
        return (log.body.SmsList as Array<{ SMSContent: string; Filepath: string }>).find(
          (m) => m.SMSContent === body,
        )?.Filepath;
      },
      { timeout: 20_000 },
    )
    .toMatch(/^sms\/2\/\d+\.png$/);
}

const pendingRows = (server: TestServer) =>
  server.server.store.db.selectFrom('pending_alert_media').selectAll().execute();

describe('failures that may pass are tried again', () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer({ env: env() });
    token = (await signIn(t.url, 'alice')).access_token;
  });
  afterAll(() => t?.dispose());

  test('a host that answers 503 twice, then the file: attached on the third try, nothing left queued', async () => {
    answers.set('/busy.png', [503, 503, 'ok']);
    const body = await mms(t, '/busy.png');
    await withFile(t, token, body);
    expect(asked.get('/busy.png')).toBe(3);
    expect(await pendingRows(t)).toEqual([]);
  });

  test('a refusal for good (404) is not tried again', async () => {
    answers.set('/gone.png', [404]);
    await mms(t, '/gone.png');
    await expect.poll(async () => (await pendingRows(t)).length).toBe(0);
    expect(asked.get('/gone.png')).toBe(1);
  });

  test('given up after the last retry delay: four tries in all, then logged', async () => {
    answers.set('/down.png', [502]);
    await mms(t, '/down.png');
    await expect.poll(() => asked.get('/down.png') ?? 0, { timeout: 10_000 }).toBe(4);
    await expect.poll(async () => (await pendingRows(t)).length).toBe(0);
    expect(
      t.logs.some((line) => line.includes('inbound SMS media refused') && line.includes('"attempts":4')),
    ).toBe(true);
  });
});

describe('a process that dies while fetching', () => {
  test('leaves the media queued; the next process on the same store attaches it', async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    answers.set('/slow.png', ['hang']);
    const first = await startServerProcess({
      port,
      fromSource: true,
      env: {
        ...env(),
        ...(await storeEnvFor(dataDir)),
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        TOKEN_SECRET: 'test-secret-of-sufficient-length',
      },
    });
    const body = await mms(first, '/slow.png');
    // The fetch is under way when the process is killed: no answer ever comes.
    await expect.poll(() => asked.get('/slow.png') ?? 0).toBe(1);
    await first.kill();
    answers.set('/slow.png', ['ok']);
    const next = await startTestServer({ dataDir, env: env() });
    try {
      const token = (await signIn(next.url, 'alice')).access_token;
      // Taken up once the dead process's claim has run out.
      await withFile(next, token, body);
      expect(await pendingRows(next)).toEqual([]);
    } finally {
      await next.dispose();
    }
  }, 60_000);

  test("the provider's retry of a message stored without its media queues the media again", async () => {
    const t = await startTestServer({ env: env() });
    try {
      const token = (await signIn(t.url, 'alice')).access_token;
      answers.set('/retry.png', [404]);
      const messageSid = sid();
      const body = await mms(t, '/retry.png', messageSid);
      await expect.poll(async () => (await pendingRows(t)).length).toBe(0);
      // The same message again (the provider retries when it got no answer): its media is there now.
      answers.set('/retry.png', ['ok']);
      await mms(t, '/retry.png', messageSid);
      await withFile(t, token, body);
    } finally {
      await t.dispose();
    }
  });
});

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const probe = createNetServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
