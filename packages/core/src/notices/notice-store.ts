import { createStore, type StoreApi } from 'zustand/vanilla';

/** How a notice is shown (toast colour and icon). */
export type NoticeSeverity = 'success' | 'info' | 'warning' | 'error';

/**
 * A message for the user, rendered by the ui as a toast in the user's language: it carries translation keys, not
 * text, so whoever pushes it (core included) never writes English into it.
 */
export interface Notice {
  id: number;
  severity: NoticeSeverity;
  /** The namespace of the keys (`core`, `shell`, `chat`, …). */
  ns: string;
  /** Key of the title in `ns` (a key of another namespace is written `other:key`). */
  title: string;
  /** Key of the text in `ns`. */
  text: string;
  /** Values for the texts' placeholders (`{{count}}`, `{{name}}`). */
  values?: Readonly<Record<string, unknown>>;
}

/** What `push` takes: a notice without its id. */
export type NoticeInput = Omit<Notice, 'id'>;

/** State and actions of the notice store. */
export interface NoticeState {
  notices: readonly Notice[];
  /** Adds a notice and returns its id. */
  push(notice: NoticeInput): number;
  dismiss(id: number): void;
}

/** The notices the ui shows as toasts. */
export type NoticeStore = StoreApi<NoticeState>;

/** Creates a notice store; each Fieldkit instance has its own. */
export function createNoticeStore(): NoticeStore {
  let nextId = 1;
  return createStore<NoticeState>()((set) => ({
    notices: [],
    push(notice) {
      const id = nextId++;
      set((s) => ({ notices: [...s.notices, { ...notice, id }] }));
      return id;
    },
    dismiss(id) {
      set((s) => ({ notices: s.notices.filter((n) => n.id !== id) }));
    },
  }));
}
