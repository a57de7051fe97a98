import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ChatMessage } from '@fieldkit/core/contract';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ChatClient, chatClient, outgoing } from './chat-helpers';
import { signIn, startTestServer, type TestServer } from './helpers';

const ALICE = 2;
const BOB = 3;

let t: TestServer;
const tokens: Record<string, string> = {};
let bob: ChatClient;

beforeAll(async () => {
  t = await startTestServer();
  for (const name of ['alice', 'bob', 'dave']) tokens[name] = (await signIn(t.url, name)).access_token;
  bob = await chatClient(t.url, tokens.bob!);
});
afterAll(async () => {
  await bob.hub.stop();
  await t.dispose();
});

function send(
  files: { name: string; bytes: Uint8Array<ArrayBuffer> | number }[],
  token = tokens.alice!,
  detail = {},
) {
  const form = new FormData();
  for (const f of files) {
    const bytes = typeof f.bytes === 'number' ? new Uint8Array(f.bytes) : f.bytes;
    form.append('files', new Blob([bytes]), f.name);
  }
  form.append(
    'detail',
    JSON.stringify({ ...outgoing(ALICE, BOB, 'files'), IsAttachmentExists: true, ...detail }),
  );
  return fetch(`${t.url}/api/chat/SendFiles`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

const post = (path: string, token = tokens.alice!) =>
  fetch(`${t.url}/api/chat/${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });

describe('each file must be smaller than 4,000,000 bytes, else 413', () => {
  test('3,999,999 bytes are stored; 4,000,000 and 4,000,001 are refused with 413', async () => {
    expect((await send([{ name: 'under.pdf', bytes: 3_999_999 }])).status).toBe(200);
    for (const size of [4_000_000, 4_000_001]) {
      const response = await send([{ name: 'over.pdf', bytes: size }]);
      expect(response.status).toBe(413);
      expect(typeof (await response.json()).message).toBe('string');
    }
  });
});

describe('only the types the pickers accept are stored, else 415', () => {
  test.each(['run.exe', 'page.html', 'logo.svg', 'noextension'])('%s is refused with 415', async (name) => {
    expect((await send([{ name, bytes: 10 }])).status).toBe(415);
  });

  test.each(['photo.JPG', 'voice.mp3', 'sheet.xlsx', 'letter.docx', 'deck.ppt', 'notes.txt', 'plan.dwg'])(
    '%s is accepted',
    async (name) => {
      expect((await send([{ name, bytes: 10 }])).status).toBe(200);
    },
  );

  test.each([
    'old.doc',
    'old.xls',
    'deck.pptx',
    'show.ppsx',
    'text.odt',
    'sheet.ods',
    'slides.odp',
    'memo.rtf',
    'parts.csv',
  ])('the office format %s is accepted as a document', async (name) => {
    const response = await send([{ name, bytes: 10 }]);
    expect(response.status).toBe(200);
    const message = (await response.json()) as ChatMessage;
    expect(message.AttachmentDetails[0]?.AttachmentType).toBe(2);
  });

  test('a .dwg drawing, which no browser draws, is stored as a document; a .png as an image', async () => {
    const response = await send([
      { name: 'plan.DWG', bytes: 10 },
      { name: 'site.png', bytes: 10 },
    ]);
    const message = (await response.json()) as ChatMessage;
    expect(message.AttachmentDetails.map((a) => a.AttachmentType)).toEqual([2, 1]);
  });
});

describe('file names are sanitised: no path parts, safe characters only', () => {
  test('a name with path parts and markup is stored under its safe last segment', async () => {
    const response = await send([{ name: '../../etc/<b>x</b> "report".pdf', bytes: 5 }]);
    expect(response.status).toBe(200);
    const message = (await response.json()) as ChatMessage;
    const name = message.AttachmentDetails[0]!.AttachmentFileName;
    expect(name).toMatch(/^[A-Za-z0-9 ._()-]+$/);
    expect(name.endsWith('.pdf')).toBe(true);
    expect(name).not.toContain('/');
    expect(existsSync(join(t.dataDir, 'etc'))).toBe(false);
    const stored = join(t.dataDir, 'uploads', 'chat', '2', String(message.ChatDataId));
    expect(readdirSync(stored)).toEqual([`1-${name}`]);
  });
});

describe('a message with files reaches the recipient and downloads as a zip or one by one', () => {
  test("Download All gives '{id} - Attachments.zip' with every file; a single download gives the bytes", async () => {
    const png = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
    const pdf = new TextEncoder().encode('%PDF-1.4 demo');
    const response = await send([
      { name: 'site.png', bytes: png },
      { name: 'quote.pdf', bytes: pdf },
    ]);
    expect(response.status).toBe(200);
    const message = (await response.json()) as ChatMessage;
    expect(message.AttachmentDetails.map((a) => [a.AttachmentFileName, a.AttachmentType])).toEqual([
      ['site.png', 1],
      ['quote.pdf', 2],
    ]);
    const [pushed] = await bob.next(
      'MessageReceived',
      (args) => (args[0] as { chatDataId: number }).chatDataId === message.ChatDataId,
    );
    expect((pushed as { attachmentDetails: unknown[] }).attachmentDetails).toHaveLength(2);

    const zip = await post(`DownloadAttachement?ChatDataId=${message.ChatDataId}`, tokens.bob);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toContain(
      `filename="${message.ChatDataId} - Attachments.zip"`,
    );
    const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(entries).sort()).toEqual(['quote.pdf', 'site.png']);
    expect([...entries['site.png']!]).toEqual([...png]);

    const id = message.AttachmentDetails[1]!.ChatAttachmentId;
    const single = await post(`DownloadSingleAttachement?ChatAttachmentId=${id}&CompanyId=2`, tokens.bob);
    expect(single.status).toBe(200);
    expect(single.headers.get('content-disposition')).toContain('filename="quote.pdf"');
    expect(new TextDecoder().decode(await single.arrayBuffer())).toBe('%PDF-1.4 demo');
  });

  test('a resend of the same client id stores no second copy of the files', async () => {
    const detail = outgoing(ALICE, BOB, 'once');
    const first = (await (
      await send([{ name: 'a.txt', bytes: 3 }], tokens.alice, detail)
    ).json()) as ChatMessage;
    const again = (await (
      await send([{ name: 'a.txt', bytes: 3 }], tokens.alice, detail)
    ).json()) as ChatMessage;
    expect(again.ChatDataId).toBe(first.ChatDataId);
    expect(again.AttachmentDetails.map((a) => a.ChatAttachmentId)).toEqual(
      first.AttachmentDetails.map((a) => a.ChatAttachmentId),
    );
  });
});

describe('files of another company are not reachable', () => {
  test('dave gets for alice’s attachments exactly what he gets for ids that do not exist, and cannot send as her', async () => {
    const message = (await (await send([{ name: 'private.txt', bytes: 4 }])).json()) as ChatMessage;
    const id = message.AttachmentDetails[0]!.ChatAttachmentId;
    /** Status and body of an answer, which must not tell an existing id from a missing one. */
    const answer = async (path: string) => {
      const response = await post(path, tokens.dave);
      return { status: response.status, body: await response.text() };
    };
    const missing = 2_000_000_000;
    const zip = await answer(`DownloadAttachement?ChatDataId=${message.ChatDataId}`);
    expect(zip.status).toBe(404);
    expect(zip).toEqual(await answer(`DownloadAttachement?ChatDataId=${missing}`));
    // Naming Acme is refused before any id is looked at (the tenant guard's 403); naming his own company, 404.
    for (const [company, status] of [
      [2, 403],
      [3, 404],
    ] as const) {
      const single = await answer(`DownloadSingleAttachement?ChatAttachmentId=${id}&CompanyId=${company}`);
      expect(single.status).toBe(status);
      expect(single).toEqual(
        await answer(`DownloadSingleAttachement?ChatAttachmentId=${missing}&CompanyId=${company}`),
      );
    }
    expect((await send([{ name: 'x.txt', bytes: 1 }], tokens.dave)).status).toBe(403);
    expect(
      (
        await send([{ name: 'x.txt', bytes: 1 }], tokens.dave, {
          FromUserId: 5,
          CompanyId: 3,
          ToUserId: ALICE,
        })
      ).status,
    ).toBe(403);
  });

  test('a body that is not multipart is refused, not a 5xx', async () => {
    const response = await fetch(`${t.url}/api/chat/SendFiles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.alice}`, 'content-type': 'application/json' },
      body: JSON.stringify({ detail: outgoing(ALICE, BOB, 'x') }),
    });
    expect(response.status).toBe(415);
  });
});

describe('malformed multipart bodies are answered 4xx with a message, never 5xx', () => {
  const raw = (contentType: string, body: string) =>
    fetch(`${t.url}/api/chat/SendFiles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.alice}`, 'content-type': contentType },
      body,
    });
  const part = (name: string, value: string, filename?: string) =>
    `--b\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n\r\n${value}\r\n`;

  test.each([
    ['no boundary', 'multipart/form-data', 'x'],
    ['garbage', 'multipart/form-data; boundary=b', 'not a multipart body'],
    [
      'detail not JSON',
      'multipart/form-data; boundary=b',
      `${part('files', 'x', 'a.txt')}${part('detail', '{oops')}--b--`,
    ],
    ['no detail', 'multipart/form-data; boundary=b', `${part('files', 'x', 'a.txt')}--b--`],
    [
      'no files',
      'multipart/form-data; boundary=b',
      `${part('detail', JSON.stringify(outgoing(ALICE, BOB, 'x')))}--b--`,
    ],
    ['files as text', 'multipart/form-data; boundary=b', `${part('files', 'x')}--b--`],
    ['__proto__ field', 'multipart/form-data; boundary=b', `${part('__proto__', '{"x":1}')}--b--`],
  ])('%s', async (_label, contentType, body) => {
    const response = await raw(contentType, body);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(typeof (await response.json()).message).toBe('string');
  });
});
