/**
 * `fieldkit.js`, the page's runtime: the one script a page includes. It knows every `fk-*` element and loads an
 * element's code the first time one appears in the page (in its HTML, or added later), all of it on one set of
 * shared chunks (React, core, ui, the SignalR client), so that five elements load React once and, with the same
 * `config-url` and sign-in, share one session, one connection per hub and one i18n.
 *
 * The files an element needs are fetched at once, in parallel, each checked against its integrity hash: the hash in
 * the page's `<script integrity>` covers this file, and this file carries the hashes of every other.
 */

/** Per tag, the files its element needs: its module first, then every chunk that module imports. */
declare const FIELDKIT_ELEMENTS: Readonly<Record<string, readonly string[]>>;
/** Per file, its subresource integrity (`sha384-…`). */
declare const FIELDKIT_INTEGRITY: Readonly<Record<string, string>>;
/** The runtime's version: the last segment of its path. */
declare const FIELDKIT_VERSION: string;

/** The version of the runtime this loader belongs to. */
export const version: string = FIELDKIT_VERSION;

/** The tags this runtime defines. */
export const tags: readonly string[] = Object.keys(FIELDKIT_ELEMENTS);

const base = import.meta.url;
const loading = new Map<string, Promise<void>>();
const preloaded = new Set<string>();

/** Fetches a file ahead of its import, checked against its hash (the import then takes the fetched module). */
function preload(file: string): void {
  if (preloaded.has(file)) return;
  preloaded.add(file);
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = new URL(file, base).href;
  link.integrity = FIELDKIT_INTEGRITY[file] ?? '';
  document.head.append(link);
}

/** Tells each waiting element of a tag why its code did not load (`fk-error`, as an element does for its server). */
function failed(tag: string, url: string, error: unknown): void {
  const message =
    `Fieldkit could not load <${tag}> from ${url} (${error instanceof Error ? error.message : String(error)}): ` +
    "the page's Content-Security-Policy must allow the server's origin in script-src, and the file must match its hash.";
  for (const element of document.querySelectorAll(`${tag}:not(:defined)`))
    element.dispatchEvent(
      new CustomEvent('fk-error', {
        detail: { reason: 'not-loaded', message, url },
        bubbles: true,
        composed: true,
      }),
    );
}

/**
 * Loads a tag's element now (it is loaded by itself when one appears in the page): resolves once the tag is
 * defined. A tag another script of the page defined already is left as it is.
 */
export function load(tag: string): Promise<void> {
  const files = FIELDKIT_ELEMENTS[tag];
  if (!files?.[0]) return Promise.reject(new Error(`Fieldkit has no element <${tag}>`));
  let made = loading.get(tag);
  if (made) return made;
  if (customElements.get(tag)) return Promise.resolve();
  for (const file of files) preload(file);
  const url = new URL(files[0], base).href;
  made = import(/* @vite-ignore */ url).then(
    () => undefined,
    (error: unknown) => {
      // Not kept: the next element of the tag to appear tries again.
      loading.delete(tag);
      failed(tag, url, error);
      throw error;
    },
  );
  loading.set(tag, made);
  return made;
}

/** Loads the element of every Fieldkit tag in a part of the page that is not defined yet. */
function discover(root: Element | Document): void {
  if (root instanceof Element && root.localName in FIELDKIT_ELEMENTS) load(root.localName).catch(() => {});
  for (const element of root.querySelectorAll(':not(:defined)'))
    if (element.localName in FIELDKIT_ELEMENTS) load(element.localName).catch(() => {});
}

if (typeof document !== 'undefined') {
  discover(document);
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node instanceof Element) discover(node);
  }).observe(document.documentElement, { childList: true, subtree: true });
}
