import enGB from '../i18n/en-GB.json';
import esES from '../i18n/es-ES.json';
import frFR from '../i18n/fr-FR.json';

/** The widget's built-in English: its en-GB language file, for any key a host's file lacks. */
export const jobEmailTexts = enGB;

/** A key of the widget's texts (namespace `jobEmail`). */
export type JobEmailTextKey = keyof typeof enGB;

/** The languages a printout can be made in, whatever the user's own: the customer's (issue 11). */
export const PRINT_LANGUAGES = { 'en-GB': enGB, 'fr-FR': frFR, 'es-ES': esES } as const;

/** A language a printout can be made in. */
export type PrintLanguage = keyof typeof PRINT_LANGUAGES;

/**
 * The widget's texts in one of its own languages, without i18next (the server's render has none): `{{name}}`
 * filled from the options; a key the language lacks shows its English.
 */
export function textsIn(language: PrintLanguage) {
  const texts: Partial<Record<JobEmailTextKey, string>> = PRINT_LANGUAGES[language];
  return (key: JobEmailTextKey, options: Record<string, unknown> = {}): string =>
    (texts[key] ?? enGB[key]).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
      String(options[name] ?? ''),
    );
}
