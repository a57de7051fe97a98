import { UNTRUSTED_HTML_ATTRIBUTES, UNTRUSTED_HTML_TAGS } from '@fieldkit/core/contract';
import sanitizeHtml from 'sanitize-html';

/**
 * The server's pass over an inbound e-mail's HTML, when it is stored (the browser sanitises again before showing it,
 * in a sandboxed frame): an allowlist of text, layout, list, table and image elements, links to http(s) and mailto,
 * images from http(s) and the message's own `cid:` parts. No script, style, form, frame, event handler or style
 * attribute survives; anything else is dropped with its content where it could hide text (script, style).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...UNTRUSTED_HTML_TAGS],
  allowedAttributes: {
    ...Object.fromEntries(Object.entries(UNTRUSTED_HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
    // The transform below sets these two; they must pass the allowlist after it.
    a: [...UNTRUSTED_HTML_ATTRIBUTES.a, 'target', 'rel'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'cid'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links leave the message for a new tab that cannot reach back.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

/** Inbound HTML reduced to what the log may keep. */
export function sanitizeMailHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** A plain-text mail as HTML: escaped, paragraphs and line breaks kept. */
export function textAsHtml(text: string): string {
  const escaped = text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return escaped
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${paragraph.replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}
