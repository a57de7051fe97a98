import { createOutboxFiles, newClientId } from '@fieldkit/core/kit';
import { quoteOf } from './changes';
import { isSendable } from './compose';
import { type FileRefusal, type FileSource, MAX_FILES, sortBatch } from './files';
import type { OutboxItem } from './outbox';
import { createOutboxSending } from './outbox-sending';
import type { ChatScope } from './scope';
import type { ChatMessage } from './types';

/** Writing and sending: the tray of files, and the outbox that keeps each message until the server accepts it. */
export interface SenderPart {
  /**
   * Sends text, or text and the tray's files, through the outbox; false when nothing was sendable or the session
   * ended.
   */
  send(text: string): Promise<boolean>;
  /**
   * Adds chosen, pasted or dropped files to the tray: every valid one while the message has room. Those refused are
   * named in one notice per reason (UPLOADLIMIT4MB, FILETYPE, TOOMANYFILES) and returned by reason.
   */
  addFiles(files: readonly File[], source: FileSource): ReadonlyMap<FileRefusal, readonly File[]>;
  removeFile(index: number): void;
  /** Sends what the outbox holds, oldest first, while connected (one flush at a time). */
  flushOutbox(): Promise<void>;
}

/** What sending asks of the rest of the chat. */
interface SenderDeps {
  /** A message the server accepted (the answer to a send). */
  sent(message: ChatMessage): void;
  /** The user sent something (typing notices start again). */
  wrote(): void;
}

/** The sending part of a chat. */
export function createSender(scope: ChatScope, deps: SenderDeps): SenderPart {
  const { api, get, set, outbox } = scope;
  const outboxFiles = createOutboxFiles(outbox.key);

  const { flushOutbox, outgoingOf } = createOutboxSending(scope, deps.sent, outboxFiles);

  // The id of the tray's message, kept across attempts until the server confirms: a resend after a lost
  // answer then names the message already stored. A changed tray (another file, another conversation) is a
  // new array, so it gets a new id.
  let trayMessage: { tray: File[]; clientMessageId: string } | null = null;
  let writing: Promise<unknown> = Promise.resolve();

  /** Sends the tray's files directly, without the outbox (no IndexedDB): a failure shows and the tray keeps them. */
  async function sendFiles(item: OutboxItem, files: File[]): Promise<boolean> {
    if (trayMessage?.tray !== files) trayMessage = { tray: files, clientMessageId: item.clientMessageId };
    const { clientMessageId } = trayMessage;
    try {
      const message = await api.chat.sendFiles({
        body: { files, detail: outgoingOf({ ...item, clientMessageId }) },
      });
      if (trayMessage?.clientMessageId === clientMessageId) trayMessage = null;
      set({ tray: [] });
      deps.sent(message);
      return true;
    } catch (error) {
      scope.warn('SendFiles failed', error);
      scope.notify('error', 'ERRMESSAGE', 'sendFailed');
      return false;
    }
  }

  return {
    async send(text) {
      const open = get().open;
      const tray = get().tray;
      if (!open || (tray.length === 0 && !isSendable(text))) return false;
      // The session ended: nothing is queued for a user who is being signed out; the text stays in the box.
      if (scope.isSessionEnded()) return false;
      const item: OutboxItem = {
        clientMessageId: newClientId(),
        toUserId: open.userId,
        toUserType: open.userType,
        text: text.trim(),
        queuedAt: Date.now(),
      };
      if (tray.length > 0) item.files = tray.map(({ name, size, type }) => ({ name, size, type }));
      const composing = get().composing;
      if (composing?.mode === 'reply') {
        item.replyTo = quoteOf(composing.message);
        set({ composing: null });
      }
      // One write after another: a text sent while the files before it are being stored stays behind them.
      const written = writing.then(async () => {
        if (item.files) {
          try {
            if (!outboxFiles) return false;
            await outboxFiles.put(item.clientMessageId, tray);
          } catch (error) {
            scope.warn('IndexedDB refused the files; they are sent directly', error);
            return false;
          }
          if (get().tray === tray) set({ tray: [] });
        }
        set({ outbox: outbox.add(item) });
        return true;
      });
      writing = written.catch(() => {});
      // Without IndexedDB (none, or refused as in some private modes) the files go directly, as they did before
      // the outbox held files.
      if (!(await written)) return sendFiles(item, tray);
      deps.wrote();
      await flushOutbox();
      return true;
    },
    addFiles(files, source) {
      const { taken, refused } = sortBatch(files, source, get().tray.length);
      if (taken.length > 0) set({ tray: [...get().tray, ...taken] });
      for (const [reason, some] of refused)
        scope.notify('error', 'ERRMESSAGE', reason, {
          names: some.map((file) => file.name).join(', '),
          max: MAX_FILES,
        });
      return refused;
    },
    removeFile(index) {
      set({ tray: get().tray.filter((_, i) => i !== index) });
    },
    flushOutbox,
  };
}
