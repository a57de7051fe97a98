/** A web address found in a text: the text as written, and the http or https address it opens. */
export interface TextLink {
  text: string;
  href: string;
}

/** A run of a text: plain text, or a link. */
export type TextPart = string | TextLink;

/**
 * What may start a link: `http://`, `https://` or `www.`, not glued to a word, an e-mail address or a path before it.
 * It runs to the next white space, angle bracket or double quote. Any other scheme (`javascript:`, `data:`) is never
 * a candidate, so it stays text.
 */
const CANDIDATE = /(?<![\w@./:-])(?:https?:\/\/|www\.)[^\s<>"]+/giu;

/** Punctuation after an address that belongs to the sentence, not to the address. */
const SENTENCE_END = `.,:;!?'*_`;
/** A closing bracket is the address's own only when it closes one opened inside it (`…/Foo_(bar)`). */
const OPENERS: Readonly<Record<string, string>> = { ')': '(', ']': '[', '}': '{' };

const count = (text: string, char: string) => text.split(char).length - 1;

/** The candidate without the punctuation that ends the sentence around it. */
function trimEnd(candidate: string): string {
  let text = candidate;
  for (;;) {
    const last = text.slice(-1);
    const opener = OPENERS[last];
    const unbalanced = opener !== undefined && count(text, opener) < count(text, last);
    if (!last || (!unbalanced && !SENTENCE_END.includes(last))) return text;
    text = text.slice(0, -1);
  }
}

/** The address a candidate opens (`www.` ones by https), or null when it is no web address with a host. */
function hrefOf(text: string): string | null {
  const href = /^www\./i.test(text) ? `https://${text}` : text;
  try {
    const url = new URL(href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && /\w/u.test(url.hostname) ? href : null;
  } catch {
    return null;
  }
}

/**
 * Cuts a text into plain runs and links to http(s) and `www.` addresses, in order; joined again, the runs and the
 * links' texts give the text back. A sentence's punctuation after an address ('.', ',', ')') stays text. The parts
 * are for building elements (a link's `href`), never HTML.
 */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let plainFrom = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const linkText = trimEnd(match[0]);
    const href = hrefOf(linkText);
    if (!href) continue;
    if (match.index > plainFrom) parts.push(text.slice(plainFrom, match.index));
    parts.push({ text: linkText, href });
    plainFrom = match.index + linkText.length;
  }
  if (plainFrom < text.length) parts.push(text.slice(plainFrom));
  return parts;
}
