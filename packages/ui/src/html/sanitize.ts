import { UNTRUSTED_HTML_ATTRIBUTES, UNTRUSTED_HTML_TAGS } from '@fieldkit/core/contract';
import DOMPurify, { type Config } from 'dompurify';

/** How a message's images are treated. */
export interface UntrustedHtmlOptions {
  /** Remote (http, https) images: blocked (the default: no request reaches the sender) or shown through the proxy. */
  showImages?: boolean;
  /** The server's image proxy URL for a remote image; without one, remote images stay blocked. */
  imageProxy?: ((url: string) => string) | undefined;
  /** The message's own part of a `cid:` reference, as a `data:` URL; null when the message has no such part. */
  cidUrl?: ((cid: string) => string | null) | undefined;
}

/** Sanitised HTML, and the remote images held back. */
export interface SanitizedHtml {
  html: string;
  /** How many images were held back. */
  blockedImages: number;
  /** The addresses of the images held back, each once, in order (what 'Show images' asks the proxy for). */
  blockedUrls: string[];
}

/** What may stay of HTML a stranger wrote: text, layout, lists, tables, links and images, nothing that runs. */
const CONFIG: Config = {
  ALLOWED_TAGS: [...UNTRUSTED_HTML_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(UNTRUSTED_HTML_ATTRIBUTES).flat())],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|cid:)/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
  RETURN_TRUSTED_TYPE: false,
};

let purifier: ReturnType<typeof DOMPurify> | null = null;
// The options of the sanitising under way (it is synchronous): read by the hook.
let current: { options: UntrustedHtmlOptions; blocked: number; urls: Set<string> } = {
  options: {},
  blocked: 0,
  urls: new Set(),
};

/** The one sanitiser of the app, configured once: links leave for a new tab, images go as the options say. */
function sanitiser(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName !== 'IMG') return;
    const src = node.getAttribute('src') ?? '';
    const { options } = current;
    if (/^cid:/i.test(src)) {
      const part = options.cidUrl?.(src.slice(4)) ?? null;
      if (part?.startsWith('data:image/')) node.setAttribute('src', part);
      else node.removeAttribute('src');
    } else if (/^https?:/i.test(src)) {
      if (options.showImages && options.imageProxy) node.setAttribute('src', options.imageProxy(src));
      else {
        node.removeAttribute('src');
        current.blocked += 1;
        current.urls.add(src);
      }
    } else node.removeAttribute('src');
  });
  return purifier;
}

/**
 * HTML written by a stranger (an e-mail, an SMS), reduced to what cannot run or reach out: no script, style, form,
 * frame, handler or style attribute; links to http(s) and mailto open a new tab that cannot reach back; remote
 * images are held back unless `showImages`, then loaded only through the image proxy; `cid:` parts come from the
 * message itself. Show the result in {@link SafeHtml}'s sandboxed frame, never in the page.
 */
export function sanitizeUntrustedHtml(html: string, options: UntrustedHtmlOptions = {}): SanitizedHtml {
  const purify = sanitiser();
  current = { options, blocked: 0, urls: new Set() };
  try {
    const clean = purify.sanitize(html, CONFIG) as unknown as string;
    return { html: clean, blockedImages: current.blocked, blockedUrls: [...current.urls] };
  } finally {
    current = { options: {}, blocked: 0, urls: new Set() };
  }
}
