import { createReadStream, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { outgoing } from './chat-helpers';
import { signIn, startTestServer, type TestServer, tempDataDir } from './helpers';

const ALICE = 2;
const BOB = 3;
const FILE_BYTES = 3_999_000;
const BOUNDARY = 'fieldkit-upload-test-boundary';

/** A file of `FILE_BYTES` random-ish bytes on disk, streamed by the requests (the client never holds it). */
const folder = tempDataDir();
const source = join(folder, 'report.pdf');
beforeAll(() => {
  const chunk = Buffer.alloc(FILE_BYTES);
  for (let i = 0; i < chunk.length; i += 4) chunk.writeUInt32LE((i * 2654435761) >>> 0, i);
  writeFileSync(source, chunk);
});

/** A SendFiles body with `files` copies of the file then the detail, streamed; its length, computed. */
function sendFilesBody(files: number, detail: object): { body: Readable; length: number } {
  const head = (name: string, file?: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"` : ''}\r\n` +
    `${file ? 'Content-Type: application/pdf\r\n' : ''}\r\n`;
  const fileHead = head('files', 'report.pdf');
  const detailPart = `${head('detail')}${JSON.stringify(detail)}\r\n`;
  const tail = `--${BOUNDARY}--\r\n`;
  const length =
    files * (Buffer.byteLength(fileHead) + FILE_BYTES + 2) +
    Buffer.byteLength(detailPart) +
    Buffer.byteLength(tail);
  async function* parts() {
    for (let i = 0; i < files; i++) {
      yield Buffer.from(fileHead);
      yield* createReadStream(source, { highWaterMark: 64 * 1024 });
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(detailPart);
    yield Buffer.from(tail);
  }
  return { body: Readable.from(parts()), length };
}

interface Answer {
  status: number;
  body: { message?: string; ChatDataId?: number };
  /** Whether the answer came while no byte of the body had been sent. */
  early: boolean;
}

/**
 * Posts a streamed multipart body to SendFiles with or without its Content-Length. The headers go first and the
 * body waits 500 ms: an answer in that time came before the server could read any of it (the request then ends).
 */
function post(t: TestServer, token: string, body: Readable, length: number | undefined): Promise<Answer> {
  const url = new URL(`${t.url}/api/chat/SendFiles`);
  return new Promise((resolve, reject) => {
    let early = true;
    const req = request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          ...(length === undefined ? {} : { 'content-length': String(length) }),
        },
      },
      (res) => {
        clearTimeout(waiting);
        const answeredEarly = early;
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => {
          if (answeredEarly) req.destroy();
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || '{}'), early: answeredEarly });
        });
      },
    );
    req.on('error', (error) => (early ? undefined : reject(error)));
    req.flushHeaders();
    const waiting = setTimeout(() => {
      early = false;
      body.pipe(req);
    }, 500);
  });
}

/** The files under the uploads' incoming folder, every process's. */
const incomingFiles = (t: TestServer) =>
  readdirSync(join(t.dataDir, 'uploads', '.incoming'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

const detail = () => ({ ...outgoing(ALICE, BOB, 'files'), IsAttachmentExists: true });

/** The resident set size, sampled every 10 ms while `work` runs; answers the peak. */
async function peakRss(work: () => Promise<unknown>): Promise<number> {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, process.memoryUsage.rss());
}

describe('uploads are streamed to disk', () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer();
    token = (await signIn(t.url, 'alice')).access_token;
  });
  afterAll(() => t.dispose());

  test("10 parallel uploads of 10 files of 4 MB each (40 MB) leave the server's RSS within 100 MB", async () => {
    // A first one warms the route, the parser and the store up.
    const warm = sendFilesBody(1, detail());
    expect((await post(t, token, warm.body, warm.length)).status).toBe(200);
    const before = process.memoryUsage.rss();
    let answers: Answer[] = [];
    const peak = await peakRss(async () => {
      answers = await Promise.all(
        Array.from({ length: 10 }, () => {
          const { body, length } = sendFilesBody(10, detail());
          return post(t, token, body, length);
        }),
      );
    });
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const grewMb = (peak - before) / (1024 * 1024);
    console.info(`RSS grew by ${grewMb.toFixed(1)} MB at most during 10 parallel 40 MB uploads`);
    expect(grewMb).toBeLessThan(100);
    // Every file was stored whole, and nothing is left in the incoming folder.
    const stored = join(t.dataDir, 'uploads', 'chat', '2', String(answers[0]!.body.ChatDataId));
    expect(readdirSync(stored).map((name) => statSync(join(stored, name)).size)).toEqual(
      Array(10).fill(FILE_BYTES),
    );
    await expect.poll(() => incomingFiles(t)).toEqual([]);
  });
});

describe('a per-user upload rate and quota, checked before any file is read', () => {
  let t: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    // Three uploads a minute; 10 MB a day.
    t = await startTestServer({
      env: { UPLOADS_PER_MINUTE: '3', UPLOAD_BYTES_PER_DAY: String(10 * 1024 * 1024) },
    });
    for (const name of ['alice', 'bob', 'carol']) tokens[name] = (await signIn(t.url, name)).access_token;
  });
  afterAll(() => t.dispose());

  test('a declared length over what the quota has left is refused with 413 before the body is read', async () => {
    const { body, length } = sendFilesBody(3, detail());
    const answer = await post(t, tokens.alice!, body, length);
    expect(answer).toMatchObject({ status: 413, early: true });
    expect(answer.body.message).toBe('Your upload quota of 10 MB a day is used up. Try again later.');
  });

  test('a body without a length is counted as it comes: 413 once the quota is used up, nothing stored', async () => {
    const first = sendFilesBody(2, detail());
    expect((await post(t, tokens.alice!, first.body, undefined)).status).toBe(200);
    const over = sendFilesBody(1, detail());
    const answer = await post(t, tokens.alice!, over.body, undefined);
    expect(answer.status).toBe(413);
    expect(answer.body.message).toMatch(/upload quota/);
    await expect.poll(() => incomingFiles(t)).toEqual([]);
  });

  test('beyond the rate: 429 before the body is read; another user uploads all the same', async () => {
    const CAROL = 4;
    // Three uploads (without files: refused by the schema, counted all the same), then a fourth with files.
    for (let i = 0; i < 3; i++) {
      const empty = sendFilesBody(0, { ...outgoing(CAROL, BOB, 'files'), IsAttachmentExists: true });
      expect((await post(t, tokens.carol!, empty.body, empty.length)).status).toBe(400);
    }
    const { body, length } = sendFilesBody(2, { ...outgoing(CAROL, BOB, 'files'), IsAttachmentExists: true });
    const answer = await post(t, tokens.carol!, body, length);
    expect(answer).toMatchObject({ status: 429, early: true });
    expect(answer.body.message).toBe('Too many uploads: at most 3 a minute. Try again in a moment.');
    const bob = sendFilesBody(1, { ...outgoing(BOB, CAROL, 'files'), IsAttachmentExists: true });
    expect((await post(t, tokens.bob!, bob.body, bob.length)).status).toBe(200);
  });
});

describe('the processes of a cluster share the data folder', () => {
  test("a process starting leaves another's uploads under way alone, and removes what a stopped one left", async () => {
    const dataDir = tempDataDir();
    const incoming = join(dataDir, 'uploads', '.incoming');
    const underWay = join(incoming, 'another-process');
    const leftBehind = join(incoming, 'a-process-that-died');
    for (const folder of [underWay, leftBehind]) {
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, 'part'), 'bytes');
    }
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    utimesSync(leftBehind, twoHoursAgo, twoHoursAgo);
    const t = await startTestServer({ dataDir });
    try {
      expect(readdirSync(incoming)).toEqual(['another-process']);
      expect(readdirSync(underWay)).toEqual(['part']);
    } finally {
      await t.dispose();
    }
  });
});
