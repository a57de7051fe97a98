import type { KeyValueStorage } from '@fieldkit/core';

/** A message written but not yet accepted by the server. */
export interface OutboxItem {
  /** Client-generated id: the server stores a message once per id, so sending it again is harmless. */
  clientMessageId: string;
  toUserId: number;
  toUserType: number;
  text: string;
  /** When it was written (ms since the epoch): shown as its time until the server's arrives. */
  queuedAt: number;
  /**
   * The message's files, by name, size and type (the pending bubble lists them). Set only once their content is
   * stored in IndexedDB under the id, so it is also the flag that it is: localStorage cannot hold 4 MB files.
   */
  files?: OutboxFile[];
}

/** What the outbox keeps in localStorage of a file waiting to be sent. */
export interface OutboxFile {
  name: string;
  size: number;
  type: string;
}

/** The unsent messages of one user, kept in storage so they survive a page reload. */
export interface Outbox {
  items(): OutboxItem[];
  add(item: OutboxItem): OutboxItem[];
  remove(clientMessageId: string): OutboxItem[];
}

function isItem(value: unknown): value is OutboxItem {
  const item = value as OutboxItem;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.clientMessageId === 'string' &&
    typeof item.toUserId === 'number' &&
    typeof item.toUserType === 'number' &&
    typeof item.text === 'string' &&
    typeof item.queuedAt === 'number' &&
    (item.files === undefined ||
      (Array.isArray(item.files) &&
        item.files.every((f) => typeof f?.name === 'string' && typeof f.size === 'number')))
  );
}

/** The storage key of a user's outbox: per company and login, so a shared browser keeps people apart. */
export const outboxKey = (companyId: number, loginId: number) => `fk.chat.outbox.${companyId}.${loginId}`;

/** An outbox in `storage` (localStorage in browsers) under `key`; unreadable content counts as empty. */
export function createOutbox(storage: KeyValueStorage, key: string): Outbox {
  const read = (): OutboxItem[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isItem) : [];
    } catch {
      return [];
    }
  };
  const write = (items: OutboxItem[]) => {
    if (items.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(items));
    return items;
  };
  return {
    items: read,
    // Read before every write: another tab of the same user may have changed it.
    add: (item) => write([...read().filter((i) => i.clientMessageId !== item.clientMessageId), item]),
    remove: (clientMessageId) => write(read().filter((i) => i.clientMessageId !== clientMessageId)),
  };
}
