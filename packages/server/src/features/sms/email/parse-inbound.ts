import { simpleParser } from 'mailparser';
import { sanitizeMailHtml, textAsHtml } from '../../../mail/sanitize';
import { SMS_MEDIA_TYPES } from '../media';
import { keptInlineParts } from './inline-parts';
import type { MailPart } from './mail-part';
import { dkimVouchesForSender, type SenderCheckOptions } from './verify-sender';

/** An inbound mail reduced to what the log keeps: all a stranger wrote is parsed and sanitised here. */
export interface InboundMail {
  messageId: string | undefined;
  subject: string;
  /** The sender as the `From` header writes it (any sender can write any address and name). */
  from: { address: string; name: string };
  /** Whether a DKIM signature of the domain of `from.address` passed (see {@link dkimVouchesForSender}). */
  senderVerified: boolean;
  /** The addresses of `To`. */
  to: string[];
  /** The sanitised HTML of the message, or its text as escaped paragraphs. */
  content: string;
  /** The images the HTML shows by `cid:` (see {@link keptInlineParts}). */
  inline: MailPart[];
  /** The message's first image or video that the HTML does not show in place, if any. */
  file: MailPart | null;
}

/**
 * The most characters of HTML sanitised: a longer HTML body is replaced by the mail's text part when it has one, else
 * cut at this length (the sanitiser closes what the cut leaves open). Sanitising is worse than linear in how deeply a
 * body nests: 200 KB of `<span><i>` took 0.4 s, 2 MB took minutes; real mail is rarely a tenth of this.
 */
export const MAIL_HTML_MAX_CHARS = 512 * 1024;

/**
 * Parses and sanitises a raw inbound mail (RFC 5322 bytes), and checks its sender's DKIM signature (with `sender`'s
 * DNS servers and limits). CPU-bound on hostile input: the server runs it on a worker thread ({@link MailParsers}),
 * never on the thread that serves users.
 */
export async function parseInboundMail(
  raw: Uint8Array,
  sender: SenderCheckOptions = {},
): Promise<InboundMail> {
  // `cid:` references stay as written (mailparser would inline them as data: URLs, which the sanitiser drops); no
  // conversion between HTML and text (the HTML is sanitised, the text escaped: neither needs the other).
  const mail = await simpleParser(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength), {
    skipImageLinks: true,
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipTextLinks: true,
  });
  const html = typeof mail.html === 'string' ? mail.html : null;
  const text = mail.text ?? '';
  const content =
    html === null || (html.length > MAIL_HTML_MAX_CHARS && text.trim() !== '')
      ? textAsHtml(text)
      : sanitizeMailHtml(html.slice(0, MAIL_HTML_MAX_CHARS));
  // The message's file is its first image or video that the HTML does not already show in place: an inline part
  // kept for the frame would show twice; one not kept (too large, not an image) is shown as the file instead.
  const inline = keptInlineParts(mail.attachments, content);
  const file = mail.attachments.find(
    (a) => a.contentType.toLowerCase() in SMS_MEDIA_TYPES && !inline.includes(a),
  );
  const from = mail.from?.value[0];
  const to = mail.to ? (Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap((a) => a.value) : [];
  const fromAddress = (from?.address ?? '').toLowerCase();
  return {
    messageId: mail.messageId,
    subject: mail.subject ?? '',
    from: { address: fromAddress, name: from?.name ?? '' },
    senderVerified: await dkimVouchesForSender(raw, fromAddress, sender),
    to: to.map((a) => a.address ?? ''),
    content,
    inline: inline.map((a) => ({ contentType: a.contentType, cid: a.cid!, content: a.content })),
    file: file ? { contentType: file.contentType, cid: '', content: file.content } : null,
  };
}
