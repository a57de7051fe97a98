import type { JobPrintout } from './render-pdf';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Text as HTML paragraphs: a blank line parts two paragraphs, a single line break stays one; nothing is markup. */
export function textParagraphs(text: string): string {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * The e-mail's HTML body when the company sends the printout as HTML (PrintJobHtml 1): the user's body as text
 * paragraphs, then the printout as it was printed to PDF (its stylesheet and markup). Its images are `data:` URLs,
 * for the mailer to attach inline (`attachDataUrls`). No Content-Security-Policy of the PDF's: it would keep a mail
 * reader from showing those inline (`cid:`) images, and the printout holds nothing to run or fetch.
 */
export function printoutMailHtml(
  printout: Pick<JobPrintout, 'language' | 'title' | 'css' | 'body'>,
  text: string,
) {
  return (
    `<!doctype html><html lang="${escapeHtml(printout.language)}"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(printout.title)}</title><style>${printout.css.replace(/<\/style/gi, '<\\/style')}</style>` +
    `</head><body>${textParagraphs(text)}${printout.body}</body></html>`
  );
}
