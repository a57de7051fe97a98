import { parentPort, workerData } from 'node:worker_threads';
import { parseInboundMail } from './parse-inbound';
import type { SenderCheckOptions } from './verify-sender';

/** How this worker checks senders (`MailParsersOptions.sender`). */
const sender = (workerData ?? {}) as SenderCheckOptions;

/**
 * A worker thread of `MailParsers`: says it is ready once loaded, then parses (and checks the sender of) the raw mails
 * it is sent, one at a time,
 * and posts back each result (its parts' bytes transferred, not copied) or the error's message.
 */
parentPort?.on('message', (raw: Uint8Array) => {
  parseInboundMail(raw, sender).then(
    (mail) => {
      const buffers = [...mail.inline, ...(mail.file ? [mail.file] : [])].map((part) => {
        // A part may be a view of a larger pooled buffer: send a copy of its own bytes.
        part.content = new Uint8Array(part.content);
        return part.content.buffer as ArrayBuffer;
      });
      parentPort?.postMessage({ ok: true, mail }, buffers);
    },
    (error: unknown) =>
      parentPort?.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
});
parentPort?.postMessage('ready');
