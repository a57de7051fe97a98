import { SettingId } from '@fieldkit/core/app';
import { lazy } from 'react';
import { DeferredSlot } from './deferred-slot';
import type { TopBarItem } from './top-bar-items';

const NotesSlot = lazy(() => import('./NotesSlot'));

/** The service-notes bell slot of the top bar, filled by @fieldkit/notes-widget once the frame has painted. */
export function NotesBellSlot() {
  return <DeferredSlot slot={NotesSlot} />;
}

/** The notes' top-bar item: the bell, shown when setting 428 (service notes) is 1. */
export const notesTopBarItem: TopBarItem = {
  id: 'notes',
  order: 10,
  shownWhen: [{ setting: SettingId.serviceNotes, value: 1 }],
  namespace: 'notes',
  component: NotesBellSlot,
};
