import type { EmailJobLanguage } from '@fieldkit/core/contract';
import enGB from '../i18n/en-GB.json';

/** The widget's built-in English: its en-GB language file, for any key a host's file lacks. */
export const jobEmailTexts = enGB;

/** A key of the widget's texts (namespace `jobEmail`). */
export type JobEmailTextKey = keyof typeof jobEmailTexts;

/** A language a printout can be made in, whatever the user's own: the customer's (issue 11). */
export type PrintLanguage = EmailJobLanguage;

/** The languages a printout can be made in, as the popup offers them. */
export const PRINT_LANGUAGE_CODES: readonly PrintLanguage[] = ['en-GB', 'fr-FR', 'es-ES'];
