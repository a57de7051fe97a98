import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createMemoryStorage } from '../session/key-value-storage';
import { newClientId } from './client-id';
import { createOutbox, OutboxItemBase, outboxKey } from './outbox';

const Reply = z.extend(OutboxItemBase, { toNumber: z.string(), text: z.string() });
type Reply = z.infer<typeof Reply>;
const reply = (text: string): Reply => ({
  clientMessageId: newClientId(),
  queuedAt: 1,
  toNumber: '+44',
  text,
});

describe('the outbox keeps items across reloads, per feature, company and login', () => {
  it('keys storage by feature, company and login', () => {
    expect(outboxKey('chat', 2, 7)).toBe('fk.chat.outbox.2.7');
    expect(outboxKey('sms', 2, 7)).not.toBe(outboxKey('chat', 2, 7));
    expect(outboxKey('chat', 3, 7)).not.toBe(outboxKey('chat', 2, 7));
  });

  it('a new outbox on the same storage (a reload) finds the items, in the order written', () => {
    const storage = createMemoryStorage();
    const first = createOutbox(storage, outboxKey('sms', 2, 7), Reply);
    const a = reply('one');
    const b = reply('two');
    first.add(a);
    first.add(b);
    expect(createOutbox(storage, outboxKey('sms', 2, 7), Reply).items()).toEqual([a, b]);
    expect(createOutbox(storage, outboxKey('sms', 2, 8), Reply).items()).toEqual([]);
  });

  it('adding an id again replaces it instead of doubling it; removing the last clears the key', () => {
    const storage = createMemoryStorage();
    const outbox = createOutbox(storage, 'k', Reply);
    const a = reply('one');
    outbox.add(a);
    outbox.add({ ...a, text: 'edited' });
    expect(outbox.items()).toEqual([{ ...a, text: 'edited' }]);
    outbox.remove(a.clientMessageId);
    expect(storage.getItem('k')).toBeNull();
  });

  it('reads storage before every write: what another tab added is kept', () => {
    const storage = createMemoryStorage();
    const tab1 = createOutbox(storage, 'k', Reply);
    const tab2 = createOutbox(storage, 'k', Reply);
    const a = reply('from tab 1');
    const b = reply('from tab 2');
    tab1.add(a);
    tab2.add(b);
    expect(tab1.items()).toEqual([a, b]);
  });

  it('leaves out stored items that do not match the schema, and reads garbage as empty', () => {
    const storage = createMemoryStorage();
    const good = reply('fine');
    storage.setItem(
      'k',
      JSON.stringify([good, { clientMessageId: 5, text: 'x' }, { ...good, files: [{ name: 1 }] }, null]),
    );
    expect(createOutbox(storage, 'k', Reply).items()).toEqual([good]);
    storage.setItem('k', '{not json');
    expect(createOutbox(storage, 'k', Reply).items()).toEqual([]);
    storage.setItem('k', '{"an":"object"}');
    expect(createOutbox(storage, 'k', Reply).items()).toEqual([]);
  });
});

describe('client ids are UUID v4, with or without crypto.randomUUID (plain http portals)', () => {
  it('formats a v4 UUID from getRandomValues when randomUUID is missing', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const id = newClientId();
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(newClientId()).not.toBe(id);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
