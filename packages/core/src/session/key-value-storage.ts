/** The part of the Web Storage API the session uses (localStorage in browsers). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A storage kept in memory: for Node, tests, and browsers where localStorage is blocked. */
export function createMemoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

/** `localStorage` when the host has a usable one, otherwise a memory storage. */
export function defaultStorage(): KeyValueStorage {
  try {
    const storage = (globalThis as { localStorage?: Storage }).localStorage;
    if (storage) {
      // Some browsers expose localStorage but throw on use (private mode, blocked cookies).
      const probe = '__fk_probe__';
      storage.setItem(probe, probe);
      storage.removeItem(probe);
      return storage;
    }
  } catch {
    // fall through to memory storage
  }
  return createMemoryStorage();
}
