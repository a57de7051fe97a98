import { applyTheme, Notices, useFieldkit } from '@fieldkit/ui';
import { useEffect, useState } from 'react';
import { NotesWidget } from '../components/NotesWidget';
import { createNotes } from '../model/notes';
import type { NotesView } from '../model/scope';
import type { notesService } from './notes-service';

/** Props of {@link StoryNotes}. */
export interface StoryNotesProps {
  /** The stand-in service the story's `fetch` parameter is (see `notesStory`). */
  service: ReturnType<typeof notesService>;
  /** Opens the dialog on this view. */
  open?: NotesView;
  /** Typed into the search box. */
  search?: string;
  /** ThemeId applied to the page (the dialog is portalled to it). */
  themeId?: number;
}

/** The notes widget of the stories' signed-in user, with a stand-in hub that pushes the count as the server does. */
export function StoryNotes({ service, open, search, themeId }: StoryNotesProps) {
  const fieldkit = useFieldkit();
  const [notes] = useState(() => {
    const hubServer = service.hub(fieldkit.session.getState().session?.LoginId ?? 0);
    return createNotes({ fieldkit, hub: hubServer.hub });
  });
  useEffect(() => {
    void (async () => {
      await notes.start();
      if (!open) return;
      await notes.openDialog();
      await notes.setView(open);
      if (search) notes.search(search);
    })();
    return () => notes.dispose();
  }, [notes, open, search]);
  useEffect(() => {
    if (themeId) applyTheme(document.body, themeId);
  }, [themeId]);
  return (
    <div className="fk-root">
      <NotesWidget notes={notes} />
      <Notices />
    </div>
  );
}
