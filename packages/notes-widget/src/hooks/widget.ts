import { defineWidget, type Widget, type WidgetT } from '@fieldkit/ui';
import { createNotes, type Notes } from '../model/notes';
import type { NotesState } from '../model/scope';
import { type NotesTextKey, notesTexts } from '../model/texts';

/** The notes widget, declared once: its model's context and the hooks its components use. */
export const notesWidget: Widget<Notes, NotesTextKey> = defineWidget({
  hook: 'useNotes',
  widget: 'NotesWidget',
  namespace: 'notes',
  texts: notesTexts,
  create: (fieldkit) => createNotes({ fieldkit }),
});

/** The notes of the nearest widget. */
export const NotesContext = notesWidget.Context;
/** The notes of the nearest `<NotesWidget>`; throws outside one. */
export const useNotes = notesWidget.useModel;
/** The notes of the nearest `<NotesWidget>`, or undefined outside one. */
export const useMaybeNotes = notesWidget.useMaybeModel;
/**
 * Notes for the signed-in user of a Fieldkit, started on mount and disposed on unmount; `given` is used instead when
 * the host made its own (the shell, to show the count elsewhere; a story).
 */
export const useCreateNotes = notesWidget.useCreate;
/** A slice of the nearest widget's state; re-renders when the slice changes. */
export const useNotesState: <R>(selector: (state: NotesState) => R) => R = notesWidget.useState;
/** Texts of the `notes` namespace with built-in English defaults. */
export const useNotesTexts = notesWidget.useTexts;
/** A notes text: the host's `notes` translation when it has one, the built-in English otherwise. */
export type NotesT = WidgetT<NotesTextKey>;
