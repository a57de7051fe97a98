/**
 * The policy first in every document printed to PDF: nothing may be loaded but inline styles and `data:` images and
 * fonts (images are inlined beforehand), no base, no form, no frame. With JavaScript off and every request aborted it
 * keeps a printout's content (job text, checklist answers written by anyone) from reaching any address.
 */
export const PDF_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; base-uri 'none'; form-action 'none'; frame-src 'none'";

const escapeAttribute = (text: string) => text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A complete HTML document to print: the policy first, then the title, the styles and the body as given. */
export function pdfDocument(options: { title: string; css: string; body: string; lang?: string }): string {
  return (
    `<!doctype html><html lang="${escapeAttribute(options.lang ?? 'en-GB')}"><head>` +
    `<meta http-equiv="Content-Security-Policy" content="${PDF_CSP}"><meta charset="utf-8">` +
    `<title>${escapeAttribute(options.title)}</title><style>${options.css.replace(/<\/style/gi, '<\\/style')}</style>` +
    `</head><body>${options.body}</body></html>`
  );
}
