import * as z from 'zod/mini';
import type { KeyValueStorage } from '../session/key-value-storage';

/** What an outbox keeps of a file waiting to be sent (its content waits in IndexedDB, see `createOutboxFiles`). */
export const OutboxFile = z.object({ name: z.string(), size: z.number(), type: z.string() });
export type OutboxFile = z.infer<typeof OutboxFile>;

/**
 * What every outbox item has; a feature extends it with its own fields (`z.extend(OutboxItemBase, { ... })`).
 * The client id makes a resend harmless: the server stores a message once per id.
 */
export const OutboxItemBase = z.object({
  /** Client-generated id (`newClientId`), sent with the item so a resend names the same message. */
  clientMessageId: z.string(),
  /** When it was written (ms since the epoch): shown as its time until the server's arrives. */
  queuedAt: z.number(),
  /**
   * The item's files by name, size and type. Set only once their content is stored in IndexedDB under the id, so it
   * is also the flag that it is: localStorage cannot hold 4 MB files.
   */
  files: z.optional(z.array(OutboxFile)),
});
export type OutboxItemBase = z.infer<typeof OutboxItemBase>;

/** Items written but not yet accepted by the server, kept in storage so they survive a reload, in the order written. */
export interface Outbox<T extends OutboxItemBase> {
  /** The storage key (also names the IndexedDB database of the items' files). */
  readonly key: string;
  items(): T[];
  add(item: T): T[];
  remove(clientMessageId: string): T[];
}

/** The storage key of an outbox: per feature, company and login, so features and people sharing a browser stay apart. */
export const outboxKey = (feature: string, companyId: number, loginId: number): string =>
  `fk.${feature}.outbox.${companyId}.${loginId}`;

/**
 * An outbox in `storage` (localStorage in browsers) under `key`. Storage is a boundary (another version, another
 * tab, a person with devtools may have written it): items that do not match `itemSchema` are left out, and content
 * that is not a list counts as empty.
 */
export function createOutbox<T extends OutboxItemBase>(
  storage: KeyValueStorage,
  key: string,
  itemSchema: z.ZodMiniType<T>,
): Outbox<T> {
  const read = (): T[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
      if (!Array.isArray(parsed)) return [];
      return parsed.flatMap((value) => {
        const item = itemSchema.safeParse(value);
        return item.success ? [item.data] : [];
      });
    } catch {
      return [];
    }
  };
  const write = (items: T[]) => {
    if (items.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(items));
    return items;
  };
  return {
    key,
    items: read,
    // Read before every write: another tab of the same user may have changed it.
    add: (item) => write([...read().filter((i) => i.clientMessageId !== item.clientMessageId), item]),
    remove: (clientMessageId) => write(read().filter((i) => i.clientMessageId !== clientMessageId)),
  };
}
