/**
 * A language's name as its own speakers write it (Français, Español), whatever the language of the page: people look
 * for their own language in the select. The region is named only where it is not the language's usual one, as CLDR
 * minimises a locale, and in its short form (English (UK), Français (Canada)) so the select stays narrow in the top
 * bar. The server's name stays when the browser does not know the culture.
 */
export function ownLanguageName(culture: string, fallback: string): string {
  try {
    const tag = new Intl.Locale(culture).minimize().toString();
    const name = new Intl.DisplayNames([culture], {
      type: 'language',
      languageDisplay: 'standard',
      style: 'short',
      fallback: 'none',
    }).of(tag);
    if (!name || name === tag) return fallback;
    return name.charAt(0).toLocaleUpperCase(culture) + name.slice(1);
  } catch {
    return fallback;
  }
}
