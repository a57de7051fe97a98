import enGB from '../i18n/en-GB.json';

/** The widget's built-in English: its en-GB language file, for any key a host's file lacks. */
export const notesTexts = enGB;

/** A key of the widget's texts (namespace `notes`). */
export type NotesTextKey = keyof typeof notesTexts;
