import enGB from '../i18n/en-GB.json';

/** The widget's built-in English: its en-GB language file, for any key a host's file lacks. */
export const jobEmailTexts = enGB;

/** A key of the widget's texts (namespace `jobEmail`). */
export type JobEmailTextKey = keyof typeof jobEmailTexts;
