import { describe, expect, it } from 'vitest';
import { chat } from '../contract/chat';
import { RuntimeConfig } from '../contract/runtime-config';
import { createNoticeStore } from '../notices/notice-store';
import { createMemoryStorage } from '../session/key-value-storage';
import { createSessionStore } from '../session/session-store';
import { testConfigInput } from '../testing/fake-network';
import { createApiClient } from './api-client';
import { createHttpClient } from './http-client';

const config = RuntimeConfig.parse(testConfigInput);

/** A fake network that keeps the raw request bodies (FormData included). */
function setup(reply: () => Response) {
  const seen: { url: string; init: RequestInit }[] = [];
  const http = createHttpClient({
    config,
    session: createSessionStore({ storage: createMemoryStorage() }),
    notices: createNoticeStore(),
    signOut: () => {},
    fetch: async (input, init = {}) => {
      seen.push({ url: String(input), init });
      return reply();
    },
  });
  return { seen, api: createApiClient(http, { chat }) };
}

const detail = {
  FromUserId: 2,
  ToUserId: 3,
  CompanyId: 2,
  FromUserTypeId: 1 as const,
  ToUserTypeId: 1,
  ChatMessage: 'see attached',
  IsAttachmentExists: true,
  ClientMessageId: '6f1c2d0e-2b7a-4c55-9d1e-0a1b2c3d4e5f',
};

describe('binary responses come back as a Blob', () => {
  it('a binary endpoint answers the bytes as a Blob, not parsed as JSON', async () => {
    const { api, seen } = setup(
      () => new Response(new Uint8Array([80, 75, 3, 4]), { headers: { 'Content-Type': 'application/zip' } }),
    );
    const zip = await api.chat.downloadAttachement({ query: { ChatDataId: 12 } });
    expect(zip).toBeInstanceOf(Blob);
    expect([...new Uint8Array(await zip.arrayBuffer())]).toEqual([80, 75, 3, 4]);
    expect(seen[0]?.url).toBe('http://fk.test/api/chat/DownloadAttachement?ChatDataId=12');
    expect(seen[0]?.init.method).toBe('POST');
  });
});

describe('multipart bodies are sent as FormData', () => {
  it('repeated files parts plus the detail JSON field', async () => {
    const { api, seen } = setup(
      () => new Response('{}', { headers: { 'Content-Type': 'application/json' } }),
    );
    const files = [new File(['a'], 'a.txt', { type: 'text/plain' }), new File(['bb'], 'b.pdf')];
    await api.chat.sendFiles({ body: { files, detail } }).catch(() => undefined);
    const form = seen[0]?.init.body;
    expect(form).toBeInstanceOf(FormData);
    const parts = (form as FormData).getAll('files') as File[];
    expect(parts.map((f) => f.name)).toEqual(['a.txt', 'b.pdf']);
    expect(JSON.parse((form as FormData).get('detail') as string)).toEqual(detail);
    // The browser sets the multipart boundary itself.
    expect(new Headers(seen[0]?.init.headers).has('Content-Type')).toBe(false);
  });
});
