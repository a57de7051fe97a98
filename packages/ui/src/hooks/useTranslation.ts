import { translateBuiltIn } from '@fieldkit/core';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useMaybeFieldkit, useMaybeI18n } from '../context/FieldkitContext';

/** A translate function bound to one namespace. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What {@link useTranslation} returns. */
export interface TranslationResult {
  t: Translate;
  /** The language in use. */
  language: string;
}

const noSubscription = () => () => {};

/**
 * Texts of one namespace from Fieldkit's own i18next instance; re-renders when the language changes or texts load.
 * Without an i18n on the provider, or for a key its files lack, the built-in English texts are used.
 */
export function useTranslation(namespace: string): TranslationResult {
  const i18n = useMaybeI18n();
  const fallbackLanguage = useMaybeFieldkit()?.config.defaultLanguage ?? 'en-GB';
  const instance = i18n?.instance;

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!instance) return () => {};
      instance.on('languageChanged', onChange);
      instance.on('loaded', onChange);
      instance.store?.on('added', onChange);
      return () => {
        instance.off('languageChanged', onChange);
        instance.off('loaded', onChange);
        instance.store?.off('added', onChange);
      };
    },
    [instance],
  );
  // The snapshot changes when the language does or the namespace's texts arrive, which is what makes React re-render.
  const snapshot = () =>
    instance ? `${instance.language}${instance.hasLoadedNamespace(namespace) ? '' : ' …'}` : fallbackLanguage;
  const language = useSyncExternalStore(instance ? subscribe : noSubscription, snapshot, snapshot).replace(
    ' …',
    '',
  );
  // A namespace the host did not list is loaded when a widget first asks for it: its texts are in the same file.
  useEffect(() => {
    if (instance && !instance.hasLoadedNamespace(namespace)) void instance.loadNamespaces(namespace);
  }, [instance, namespace]);

  // A key the host's language file lacks shows the built-in English, not the key.
  const t = useCallback<Translate>(
    (key, options) =>
      instance
        ? String(
            instance.t(key, {
              ns: namespace,
              lng: language,
              defaultValue: translateBuiltIn(namespace, key, options),
              ...options,
            }),
          )
        : translateBuiltIn(namespace, key, options),
    [instance, namespace, language],
  );
  return { t, language };
}
