import type { EmailJobLanguage } from '@fieldkit/core/contract';
import enGB from '../i18n/en-GB.json';
import esES from '../i18n/es-ES.json';
import frFR from '../i18n/fr-FR.json';

/** A language a printout can be made in, whatever the user's own: the customer's (issue 11). */
export type PrintLanguage = EmailJobLanguage;

/** The printout's built-in English (namespace `jobPrint`): its en-GB language file, for any key a host's file lacks. */
export const jobPrintTexts = enGB;

/** A key of the printout's texts (namespace `jobPrint`). */
export type JobPrintTextKey = keyof typeof jobPrintTexts;

/** A printout text: a key, and the values of its `{{name}}` placeholders. */
export type JobPrintT = (key: JobPrintTextKey, options?: Record<string, unknown>) => string;

/** The printout's texts in each language it can be made in, whatever the user's own: the customer's (issue 11). */
export const PRINT_LANGUAGES: Readonly<Record<PrintLanguage, Partial<Record<JobPrintTextKey, string>>>> = {
  'en-GB': enGB,
  'fr-FR': frFR,
  'es-ES': esES,
};

/**
 * The printout's texts in one of its languages, without i18next (the server's render has none): `{{name}}` filled
 * from the options; a key the language lacks shows its English.
 */
export function textsIn(language: PrintLanguage): JobPrintT {
  const texts = PRINT_LANGUAGES[language];
  return (key: JobPrintTextKey, options: Record<string, unknown> = {}): string =>
    (texts[key] ?? enGB[key]).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
      String(options[name] ?? ''),
    );
}

/**
 * A job's status in the printout's language: the product's statuses ('Assigned', 'In progress'…) by their texts
 * (`jobStatusAssigned`, `jobStatusInProgress`…); a company's own status as written.
 */
export function statusText(t: JobPrintT, status: string): string {
  const key = `jobStatus${status.replace(/(?:^|\s+)(\w)/g, (_, letter: string) => letter.toUpperCase())}`;
  return key in jobPrintTexts ? t(key as JobPrintTextKey) : status;
}
