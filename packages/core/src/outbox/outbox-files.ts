import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { HttpError } from '../http/http-error';
import type { OutboxFile } from './outbox';

/** The content of unsent items' files, by client id, in IndexedDB (Files are stored as they are). */
export interface OutboxFiles {
  put(clientMessageId: string, files: readonly File[]): Promise<void>;
  /** The files as they were chosen (names and types from the outbox item), or undefined when they are gone. */
  get(clientMessageId: string, described: readonly OutboxFile[]): Promise<File[] | undefined>;
  remove(clientMessageId: string): Promise<void>;
}

/**
 * The files store of one outbox: the database is named by the outbox key (feature, company and login), so features
 * and people sharing a browser stay apart. Null where there is no IndexedDB; a browser that has one but refuses it (some
 * private modes) rejects `put`, and the caller then sends the files directly, as before the outbox held files.
 */
export function createOutboxFiles(key: string): OutboxFiles | null {
  if (typeof indexedDB === 'undefined') return null;
  let store: UseStore | undefined;
  // Opened on first use: a user who never sends files never creates the database.
  const use = () => (store ??= createStore(`${key}.files`, 'files'));
  return {
    put: (id, files) => set(id, [...files], use()),
    async get(id, described) {
      const blobs = await get<Blob[]>(id, use());
      // A browser gives Files back; elsewhere a clone may be a bare Blob, so the names come from the item.
      return blobs?.map((blob, i) => new File([blob], described[i]?.name ?? 'file', { type: blob.type }));
    },
    remove: (id) => del(id, use()),
  };
}

/**
 * Whether a failed upload may succeed later, so its item stays in the outbox: no answer (server down), a
 * server error, or a refusal that passes (signed out, timeout, too many requests). Any other 4xx never will.
 */
export function mayLaterSucceed(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false;
  const { status } = error;
  return status === 0 || status >= 500 || status === 401 || status === 408 || status === 429;
}
