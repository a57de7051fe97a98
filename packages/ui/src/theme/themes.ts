/** Names of the ten themes, as written in `data-fk-theme`. */
export const themeNames = [
  'blue',
  'pink',
  'gray',
  'light-gray',
  'dark-blue',
  'dark-green',
  'ink-blue',
  'brand',
  'brand-alt',
  'link',
] as const;

/** One of the ten themes a session's ThemeId chooses. */
export type ThemeName = (typeof themeNames)[number];

/** The default theme, also given for an unknown ThemeId. */
export const defaultTheme: ThemeName = 'blue';

/** ThemeId 1..10 in the order of the spec's list: blue, pink, gray, light gray, dark blue, dark green, ink blue, two brands, link. */
export function themeForId(themeId: number | null | undefined): ThemeName {
  if (typeof themeId !== 'number' || !Number.isInteger(themeId)) return defaultTheme;
  return themeNames[themeId - 1] ?? defaultTheme;
}

/** Sets `data-fk-theme` on an element (the body in the shell, the host of a custom element). */
export function applyTheme(element: Element, themeId: number | null | undefined): ThemeName {
  const theme = themeForId(themeId);
  element.setAttribute('data-fk-theme', theme);
  return theme;
}
