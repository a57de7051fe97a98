import type { Fieldkit, FieldkitI18n } from '@fieldkit/core';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

interface FieldkitContextValue {
  fieldkit: Fieldkit;
  i18n: FieldkitI18n | undefined;
}

const FieldkitContext = createContext<FieldkitContextValue | null>(null);

/** Props of {@link FieldkitProvider}. */
export interface FieldkitProviderProps {
  /** What core's `createFieldkit(...)` (or `connectFieldkit(...)`) returned. */
  fieldkit: Fieldkit;
  /** Core's `createI18n(...)` result; without it, texts fall back to the built-in English ones. */
  i18n?: FieldkitI18n;
  children?: ReactNode;
}

/** Makes one Fieldkit instance (session, API, notices, hubs, i18n) available to the hooks below it. */
export function FieldkitProvider({ fieldkit, i18n, children }: FieldkitProviderProps) {
  const value = useMemo(() => ({ fieldkit, i18n }), [fieldkit, i18n]);
  return <FieldkitContext.Provider value={value}>{children}</FieldkitContext.Provider>;
}

/** The Fieldkit instance of the nearest provider; throws outside a FieldkitProvider. */
export function useFieldkit(): Fieldkit {
  const value = useContext(FieldkitContext);
  if (!value) {
    throw new Error(
      'useFieldkit: no FieldkitProvider above this component. Wrap the app or widget in <FieldkitProvider fieldkit={createFieldkit(...)}>.',
    );
  }
  return value.fieldkit;
}

/** The Fieldkit instance of the nearest provider, or undefined outside one. */
export function useMaybeFieldkit(): Fieldkit | undefined {
  return useContext(FieldkitContext)?.fieldkit;
}

/** The i18n given to the nearest provider, if any. */
export function useMaybeI18n(): FieldkitI18n | undefined {
  return useContext(FieldkitContext)?.i18n;
}
