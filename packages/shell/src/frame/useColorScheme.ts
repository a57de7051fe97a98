import { applyColorScheme, type ColorScheme, colorSchemeOf } from '@fieldkit/ui';
import { useLayoutEffect, useSyncExternalStore } from 'react';

/** Where the user's choice of light, dark or the system's scheme is kept: one choice per browser, for every tab. */
export const COLOR_SCHEME_KEY = 'fk.colorScheme';

/** The choice of this page when storage refuses it (a private window's quota). */
let unstored: ColorScheme | null = null;
const listeners = new Set<() => void>();

function stored(): ColorScheme {
  if (unstored) return unstored;
  try {
    return colorSchemeOf(localStorage.getItem(COLOR_SCHEME_KEY));
  } catch {
    return 'system';
  }
}

/** Hears a choice made on this page, and one made in another tab (a storage event). */
function subscribe(changed: () => void): () => void {
  const heard = (event: StorageEvent) => {
    if (event.key === COLOR_SCHEME_KEY) changed();
  };
  listeners.add(changed);
  window.addEventListener('storage', heard);
  return () => {
    listeners.delete(changed);
    window.removeEventListener('storage', heard);
  };
}

/** Keeps the user's choice and tells every part of the page that shows it. */
export function chooseColorScheme(scheme: ColorScheme): void {
  try {
    localStorage.setItem(COLOR_SCHEME_KEY, scheme);
    unstored = null;
  } catch {
    unstored = scheme;
  }
  for (const listener of listeners) listener();
}

/** The user's colour scheme: 'system' (the default) follows `prefers-color-scheme`. */
export function useColorScheme(): ColorScheme {
  return useSyncExternalStore(subscribe, stored, () => 'system');
}

/**
 * Applies the user's colour scheme to the body beside its theme, and to the page's own scrollbars and form controls,
 * from the sign-in screen on.
 */
export function useAppliedColorScheme(): void {
  const scheme = useColorScheme();
  // Before the browser paints: no light frame on the way to a dark one.
  useLayoutEffect(() => {
    applyColorScheme(document.body, scheme);
    document.documentElement.style.colorScheme = scheme === 'system' ? 'light dark' : scheme;
  }, [scheme]);
}
