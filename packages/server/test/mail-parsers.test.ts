import { afterEach, describe, expect, test } from 'vitest';
import { createMailParsers, type MailParsers } from '../src/features/sms/email/mail-parsers';
import { MAIL_HTML_MAX_CHARS } from '../src/features/sms/email/parse-inbound';

// The worker threads that parse and sanitise inbound mail: what a hostile mail costs them, and that they recover.

/** A raw mail with the given body parts (text/html and text/plain when given). */
function rawMail({ html, text }: { html?: string; text?: string }): Uint8Array {
  const head =
    'From: "Stranger" <s@outside.example>\r\nTo: inbox@acme.example\r\nSubject: hello\r\nMIME-Version: 1.0\r\n';
  if (html !== undefined && text !== undefined)
    return Buffer.from(
      `${head}Content-Type: multipart/alternative; boundary="b"\r\n\r\n--b\r\nContent-Type: text/plain\r\n\r\n${text}\r\n` +
        `--b\r\nContent-Type: text/html\r\n\r\n${html}\r\n--b--\r\n`,
    );
  if (html !== undefined) return Buffer.from(`${head}Content-Type: text/html\r\n\r\n${html}\r\n`);
  return Buffer.from(`${head}Content-Type: text/plain\r\n\r\n${text ?? ''}\r\n`);
}

/** HTML nested `depth` pairs deep, never closed: the sanitiser's cost grows faster than its length. */
const nested = (depth: number) => '<span><i>'.repeat(depth);

let parsers: MailParsers | undefined;
afterEach(async () => {
  await parsers?.close();
  parsers = undefined;
});

describe('mail parsers', () => {
  test('a mail is parsed on a worker: sanitised HTML, the sender as written', async () => {
    parsers = createMailParsers();
    const mail = await parsers.parse(rawMail({ html: '<p onclick="x()">Hi<script>alert(1)</script></p>' }));
    expect(mail).toMatchObject({
      subject: 'hello',
      from: { address: 's@outside.example', name: 'Stranger' },
      to: ['inbox@acme.example'],
      content: '<p>Hi</p>\n',
      inline: [],
      file: null,
    });
  });

  test('a mail that takes longer than the limit is refused for now, and the next one is read by a fresh worker', async () => {
    parsers = createMailParsers({ timeoutMs: 300 });
    // 512 KB of nesting: seconds of sanitising, where the limit is 0.3 s.
    await expect(parsers.parse(rawMail({ html: nested(60_000) }))).rejects.toMatchObject({
      reason: 'timeout',
    });
    const next = await parsers.parse(rawMail({ text: 'Still here' }));
    expect(next.content).toBe('<p>Still here</p>');
  });

  test('while one mail is read and one waits, a third is refused for now (busy)', async () => {
    parsers = createMailParsers({ timeoutMs: 800, maxWaiting: 1 });
    // The worker is ready once it has read a first mail.
    await parsers.parse(rawMail({ text: 'warm' }));
    const slow = rawMail({ html: nested(60_000) });
    const first = parsers.parse(slow);
    const second = parsers.parse(slow);
    await expect(parsers.parse(slow)).rejects.toMatchObject({ reason: 'busy' });
    await expect(first).rejects.toMatchObject({ reason: 'timeout' });
    await expect(second).rejects.toMatchObject({ reason: 'timeout' });
  });

  test(`HTML over ${MAIL_HTML_MAX_CHARS} characters: the text part when there is one, else the HTML cut there`, async () => {
    parsers = createMailParsers();
    const long = `<p>${'word '.repeat(MAIL_HTML_MAX_CHARS / 4)}</p>`;
    const withText = await parsers.parse(rawMail({ html: long, text: 'The short version' }));
    expect(withText.content).toBe('<p>The short version</p>');
    const alone = await parsers.parse(rawMail({ html: long }));
    expect(alone.content.startsWith('<p>word word')).toBe(true);
    expect(alone.content.length).toBeLessThanOrEqual(MAIL_HTML_MAX_CHARS + '</p>'.length);
  });
});
