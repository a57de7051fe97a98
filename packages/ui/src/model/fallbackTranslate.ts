import { coreTexts } from '@fieldkit/core';

type Texts = { [key: string]: string | Texts };

const builtIn: Record<string, Texts> = { core: coreTexts };

function lookup(texts: Texts | undefined, path: string): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of path.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Translation when no i18n was given to the provider: the built-in English texts of the namespace,
 * `{{name}}` filled from the options, the `_one`/`_other` form chosen by `count`, else the default value or the key.
 */
export function fallbackTranslate(
  namespace: string,
  key: string,
  options: Record<string, unknown> = {},
): string {
  const texts = builtIn[namespace];
  const count = options.count;
  const plural =
    typeof count === 'number' ? lookup(texts, `${key}_${count === 1 ? 'one' : 'other'}`) : undefined;
  const text =
    plural ?? lookup(texts, key) ?? (typeof options.defaultValue === 'string' ? options.defaultValue : key);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(options[name] ?? ''));
}
