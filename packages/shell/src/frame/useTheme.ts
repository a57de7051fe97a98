import { applyTheme, useSession } from '@fieldkit/ui';
import { useEffect } from 'react';

/** The theme is applied this long after the session is read (spec section 9). */
export const THEME_DELAY_MS = 100;

/** Sets the body's theme from the session's ThemeId, 100 ms after it is known; an unknown id gives blue. */
export function useTheme(): void {
  const themeId = useSession((state) => state.session?.ThemeId);
  useEffect(() => {
    const timer = setTimeout(() => applyTheme(document.body, themeId), THEME_DELAY_MS);
    return () => clearTimeout(timer);
  }, [themeId]);
}
