import type { ReceivedSms } from '@fieldkit/core/contract';

/** How much of a message the log's row shows. */
export const EXCERPT_LENGTH = 80;

/**
 * What the log's row shows of a message: an e-mail's subject, else its text (the HTML read by an inert parser, which
 * runs and loads nothing), else an SMS's text; cut to {@link EXCERPT_LENGTH} characters with an ellipsis.
 */
export function messageExcerpt(message: ReceivedSms): string {
  let text = message.SMSContent;
  if (message.Notification === 2)
    text =
      message.Subject.trim() ||
      (new DOMParser().parseFromString(message.SMSContent, 'text/html').body.textContent ?? '');
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : flat;
}
