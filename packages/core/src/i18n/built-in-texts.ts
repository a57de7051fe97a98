import { coreTexts } from './core-texts';

/** Texts of one namespace: nested objects of strings, as in a language file. */
export type Texts = { [key: string]: string | Texts };

const builtIn = new Map<string, Texts>([['core', coreTexts]]);

/**
 * Makes `texts` the built-in English of `namespace`: what its keys show when the host's language file has no text
 * for them, or when there is no i18n at all (notices included). Each widget registers its own `en-GB` file when it
 * is created; the last call for a namespace wins.
 */
export function registerBuiltInTexts(namespace: string, texts: Texts): void {
  builtIn.set(namespace, texts);
}

function lookup(texts: Texts | undefined, path: string): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of path.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The namespace and key a key names: `other:key` names another namespace, as in i18next. */
function split(namespace: string, key: string): [string, string] {
  const at = key.indexOf(':');
  return at > 0 ? [key.slice(0, at), key.slice(at + 1)] : [namespace, key];
}

/**
 * The built-in English text of a key: `{{name}}` filled from the options, the `_one`/`_other` form chosen by `count`,
 * else the default value or the key itself. `options.ns` or an `ns:` prefix names another namespace.
 */
export function translateBuiltIn(
  namespace: string,
  fullKey: string,
  options: Record<string, unknown> = {},
): string {
  const [ns, key] = split(typeof options.ns === 'string' ? options.ns : namespace, fullKey);
  const texts = builtIn.get(ns);
  const count = options.count;
  const plural =
    typeof count === 'number' ? lookup(texts, `${key}_${count === 1 ? 'one' : 'other'}`) : undefined;
  const text =
    plural ??
    lookup(texts, key) ??
    (typeof options.defaultValue === 'string' ? options.defaultValue : fullKey);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(options[name] ?? ''));
}
