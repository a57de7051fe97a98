import type { FieldkitI18n } from '@fieldkit/core';
import { createContext, useContext } from 'react';
import type { TopBarRegistry } from '../frame/top-bar-items';

/** What the shell's screens share beyond Fieldkit: its i18n (to switch language) and the top bar's widget items. */
export interface ShellContextValue {
  i18n: FieldkitI18n;
  topBar: TopBarRegistry;
}

/** The shell's context, set by App. */
export const ShellContext = createContext<ShellContextValue | null>(null);

/** The shell's context, or null outside App (a story of one component). */
export const useMaybeShell = (): ShellContextValue | null => useContext(ShellContext);

/** The shell's context; throws outside App. */
export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell must be used inside the shell App');
  return value;
}
