import { useWidgetTexts, type WidgetT } from '@fieldkit/ui';
import { type NotesTextKey, notesTexts } from '../model/texts';

/** A notes text: the host's `notes` translation when it has one, the built-in English otherwise. */
export type NotesT = WidgetT<NotesTextKey>;

/** Texts of the `notes` namespace with built-in English defaults. */
export function useNotesTexts(): NotesT {
  return useWidgetTexts('notes', notesTexts);
}
