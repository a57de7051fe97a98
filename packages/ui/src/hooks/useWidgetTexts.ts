import { registerBuiltInTexts, type Texts } from '@fieldkit/core';
import { useCallback } from 'react';
import { useTranslation } from './useTranslation';

/** A widget's translate function, typed by the keys of its built-in texts. */
export type WidgetT<Key extends string> = (key: Key, options?: Record<string, unknown>) => string;

/**
 * The texts of a widget's namespace: the host's language file where it has them, else the widget's built-in
 * English (its `en-GB` file), which also becomes what its notices show.
 */
export function useWidgetTexts<T extends Texts>(namespace: string, builtIn: T): WidgetT<keyof T & string> {
  registerBuiltInTexts(namespace, builtIn);
  const { t } = useTranslation(namespace);
  return useCallback<WidgetT<keyof T & string>>((key, options) => t(key, options), [t]);
}
