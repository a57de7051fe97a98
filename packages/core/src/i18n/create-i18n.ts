import i18next, { type BackendModule, type i18n, type ResourceKey, type TFunction } from 'i18next';
import type { RuntimeConfig } from '../contract/runtime-config';
import { coreTexts } from './core-texts';

type Texts = { [key: string]: string | Texts };

/** Options of `createI18n`. */
export interface I18nOptions {
  config: Pick<RuntimeConfig, 'i18nPath' | 'defaultLanguage'>;
  /** The first language; the config's default language when absent. */
  language?: string;
  /** One namespace per package (`core`, `ui`, `shell`, ...); each is a top-level key of the language file. */
  namespaces?: readonly string[];
  /** Built-in texts per namespace, used where the language file has none (`core` has its own). */
  defaults?: Record<string, Texts>;
  fetch?: typeof fetch;
}

/** Fieldkit's own i18next instance (never the host page's). */
export interface FieldkitI18n {
  readonly instance: i18n;
  readonly t: TFunction;
  /** The language in use. */
  language(): string;
  changeLanguage(language: string): Promise<void>;
}

function isTexts(value: unknown): value is Texts {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function merge(base: Texts, over: unknown): Texts {
  if (!isTexts(over)) return base;
  const out: Texts = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = isTexts(current) && isTexts(value) ? merge(current, value) : (value as string | Texts);
  }
  return out;
}

/**
 * A backend that loads `{i18nPath}{language}.json` once per language and hands out its namespaces,
 * laid over the built-in texts. A missing file leaves the built-in texts.
 */
function fileBackend(path: string, defaults: Record<string, Texts>, fetchImpl: typeof fetch): BackendModule {
  const files = new Map<string, Promise<Record<string, unknown>>>();
  const load = (language: string) => {
    let file = files.get(language);
    if (!file) {
      file = fetchImpl(`${path}${language}.json`)
        .then(async (response) => {
          if (!response.ok) throw new Error(`${response.status} ${response.statusText}`.trim());
          const json: unknown = await response.json();
          return isTexts(json) ? json : {};
        })
        .catch((error: unknown) => {
          console.warn(
            `Fieldkit: translations ${path}${language}.json not loaded, built-in texts used`,
            error,
          );
          return {};
        });
      files.set(language, file);
    }
    return file;
  };
  return {
    type: 'backend',
    callbackApi: true,
    init() {},
    read(language, namespace, callback) {
      load(language).then(
        (file) => callback(null, merge(defaults[namespace] ?? {}, file[namespace]) as ResourceKey),
        (error: Error) => callback(error, false),
      );
    },
  };
}

/** Creates Fieldkit's i18n: its own i18next instance, resources from `{i18nPath}{language}.json`. */
export async function createI18n(options: I18nOptions): Promise<FieldkitI18n> {
  const namespaces = [...(options.namespaces ?? ['core'])];
  if (!namespaces.includes('core')) namespaces.unshift('core');
  const defaults: Record<string, Texts> = { core: coreTexts, ...options.defaults };
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const instance = i18next.createInstance();
  await instance.use(fileBackend(options.config.i18nPath, defaults, fetchImpl)).init({
    lng: options.language ?? options.config.defaultLanguage,
    fallbackLng: options.config.defaultLanguage,
    // en-GB.json holds everything for en-GB: no separate en.json is looked for.
    load: 'currentOnly',
    ns: namespaces,
    defaultNS: namespaces[0],
    // React escapes what it renders; escaping here would show entities.
    interpolation: { escapeValue: false },
  });
  return {
    instance,
    get t() {
      return instance.t;
    },
    language: () => instance.language,
    async changeLanguage(language) {
      await instance.changeLanguage(language);
    },
  };
}
