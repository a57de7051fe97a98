import 'fake-indexeddb/auto';
import { createFieldkit, createMemoryStorage, type KeyValueStorage } from '@fieldkit/core';
import type { OutgoingMessage } from '@fieldkit/core/contract';
import { createOutboxFiles } from '@fieldkit/core/kit';
import { demoSession, fakeHub, json, shownNotices, testConfigInput } from '@fieldkit/core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { ME, message } from '../../test/fixtures';
import { type Chat, createChat } from './chat';
import { chatOutboxKey as outboxKey } from './outbox';
import { chatTexts } from './texts';

// The in-memory IndexedDB clones values with Node's structuredClone, which turns jsdom's Files into empty objects.
// A Blob cannot change, so keeping the very object is what a browser's clone amounts to.
const nodeClone = globalThis.structuredClone;
const keepBlobs = (value: unknown): unknown =>
  value instanceof Blob ? value : Array.isArray(value) ? value.map(keepBlobs) : nodeClone(value);
globalThis.structuredClone = keepBlobs as typeof structuredClone;

const BOB = 2;
const bob = { userId: BOB, userType: 1, name: 'Bob Martin' };
const chats: Chat[] = [];
afterEach(() => {
  for (const chat of chats.splice(0)) chat.dispose();
});

/** What reached the server, in order: `text:…` by the hub, `files:…` by SendFiles (with the files' content). */
type Sent = { kind: 'text' | 'files'; detail: OutgoingMessage; files: Array<{ name: string; text: string }> };

/** A chat on `storage` whose SendFiles answers with `answer` (a status, or a network failure for 0). */
function setup(storage: KeyValueStorage, sent: Sent[], sendFilesStatus: () => number) {
  let nextId = 600;
  const stored = (detail: OutgoingMessage) =>
    message(nextId++, ME, detail.ToUserId, {
      ChatTxt: detail.ChatMessage,
      ClientMessageId: detail.ClientMessageId,
      IsAttachmentExists: detail.IsAttachmentExists,
    });
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const path = new URL(String(input)).pathname;
    if (path.includes('/GetUnreadCounts/')) return json({ Total: 0, ByUser: [] });
    if (!path.endsWith('/SendFiles') || !(init?.body instanceof FormData)) return json([]);
    const status = sendFilesStatus();
    if (status === 0) throw new TypeError('Failed to fetch');
    if (status !== 200) return json({ message: 'refused' }, status);
    const detail = JSON.parse(String(init.body.get('detail'))) as OutgoingMessage;
    const files = await Promise.all(
      (init.body.getAll('files') as File[]).map(async (f) => ({ name: f.name, text: await f.text() })),
    );
    sent.push({ kind: 'files', detail, files });
    return json(stored(detail));
  };
  const fieldkit = createFieldkit({ config: testConfigInput, storage, fetch });
  fieldkit.session.setState({ token: 't', expiresAt: Date.now() + 3_600_000, session: demoSession });
  const hubServer = fakeHub((method, arg) => {
    if (method !== 'NewMessage') return null;
    sent.push({ kind: 'text', detail: arg as OutgoingMessage, files: [] });
    return stored(arg as OutgoingMessage);
  });
  const chat = createChat({ fieldkit, hub: hubServer.hub });
  chats.push(chat);
  return { chat, fieldkit, hubServer, state: () => chat.store.getState() };
}

const pdf = (name: string, text = `content of ${name}`) =>
  new File([text], name, { type: 'application/pdf' });
const filesStore = () => createOutboxFiles(outboxKey(demoSession.CompanyId, demoSession.LoginId))!;

describe('no message is lost, none is doubled: a message with files goes through the outbox', () => {
  it('written while the server is unreachable, it survives a reload with its files, is sent once when reachable, and its stored files are deleted after', async () => {
    const storage = createMemoryStorage();
    const sent: Sent[] = [];
    const first = setup(storage, sent, () => 0);
    await first.chat.start();
    await first.chat.openConversation(bob);
    first.chat.addFiles([pdf('report.pdf')], 'document');
    expect(await first.chat.send(' the report ')).toBe(true);
    expect(first.state().tray).toEqual([]);
    const [waiting] = first.state().outbox;
    expect(waiting).toMatchObject({
      text: 'the report',
      files: [{ name: 'report.pdf', size: 21, type: 'application/pdf' }],
    });
    first.chat.dispose();

    // The page is reloaded: a new chat on the same storage finds the message, its files still stored.
    const second = setup(storage, sent, () => 200);
    expect(second.state().outbox).toEqual([waiting]);
    const id = waiting!.clientMessageId;
    expect((await filesStore().get(id, waiting!.files!))?.map((f) => f.name)).toEqual(['report.pdf']);
    await second.chat.start();
    await second.chat.flushOutbox();
    expect(sent).toEqual([
      {
        kind: 'files',
        detail: expect.objectContaining({
          ClientMessageId: id,
          ChatMessage: 'the report',
          IsAttachmentExists: true,
          AttachmentName: 'report.pdf',
        }),
        files: [{ name: 'report.pdf', text: 'content of report.pdf' }],
      },
    ]);
    expect(second.state().outbox).toEqual([]);
    expect(storage.getItem(outboxKey(demoSession.CompanyId, demoSession.LoginId))).toBeNull();
    expect(await filesStore().get(id, waiting!.files!)).toBeUndefined();
  });

  it('a server error keeps it; sent when the connection returns', async () => {
    const sent: Sent[] = [];
    let status = 503;
    const { chat, hubServer, state } = setup(createMemoryStorage(), sent, () => status);
    await chat.start();
    await chat.openConversation(bob);
    chat.addFiles([pdf('plan.pdf')], 'document');
    await chat.send('');
    expect(state().outbox).toHaveLength(1);
    status = 200;
    hubServer.drop();
    hubServer.restore();
    await chat.flushOutbox();
    expect(sent.map((s) => s.files[0]?.name)).toEqual(['plan.pdf']);
    expect(state().outbox).toEqual([]);
  });

  it('a 415 (a type the server will never take) drops it with the error notice and deletes its files', async () => {
    const sent: Sent[] = [];
    const { chat, fieldkit, state } = setup(createMemoryStorage(), sent, () => 415);
    const written: string[] = [];
    chat.store.subscribe((s) => written.push(...s.outbox.map((i) => i.clientMessageId)));
    await chat.start();
    await chat.openConversation(bob);
    chat.addFiles([pdf('odd.pdf')], 'document');
    await chat.send('odd');
    expect(new Set(written).size).toBe(1);
    expect(sent).toEqual([]);
    expect(state().outbox).toEqual([]);
    expect(state().messages).toEqual([]);
    expect(shownNotices(fieldkit.notices).at(-1)).toMatchObject({
      severity: 'error',
      title: 'Error',
      text: chatTexts.sendFailed,
    });
    expect(await filesStore().get(written[0]!, [])).toBeUndefined();
  });

  it('items leave the outbox in the order written: text, files, text', async () => {
    const sent: Sent[] = [];
    const { chat, hubServer } = setup(createMemoryStorage(), sent, () => 200);
    hubServer.refuseToStart(true);
    await chat.start();
    await chat.openConversation(bob);
    await chat.send('before');
    chat.addFiles([pdf('middle.pdf')], 'document');
    await chat.send('with a file');
    await chat.send('after');
    expect(sent).toEqual([]);
    hubServer.refuseToStart(false);
    await chat.start();
    expect(sent.map((s) => `${s.kind}:${s.detail.ChatMessage}`)).toEqual([
      'text:before',
      'files:with a file',
      'text:after',
    ]);
  });
});
