/** The colour schemes a user chooses from: light, dark, or whichever the system's setting says. */
export const colorSchemes = ['system', 'light', 'dark'] as const;

/** One of {@link colorSchemes}. */
export type ColorScheme = (typeof colorSchemes)[number];

/** A stored or written value as a scheme: anything else is 'system', the default. */
export function colorSchemeOf(value: unknown): ColorScheme {
  return colorSchemes.find((scheme) => scheme === value) ?? 'system';
}

/**
 * Sets `data-fk-scheme` beside `data-fk-theme` (the body in the shell, the host of a custom element): light or dark
 * whatever the system says, or 'system' for its `prefers-color-scheme`. Without it, widgets take the page's scheme.
 */
export function applyColorScheme(element: Element, scheme: ColorScheme): void {
  element.setAttribute('data-fk-scheme', scheme);
}
