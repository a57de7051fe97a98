import { createFieldkit, createMemoryStorage } from '@fieldkit/core';
import type { ReceivedServiceNote } from '@fieldkit/core/contract';
import { demoSession, testConfigInput } from '@fieldkit/core/testing';
import { afterEach } from 'vitest';
import { createNotes, type Notes } from '../src/model/notes';
import { notesService, receivedNote } from '../src/stories/notes-service';

/** The test user's login id. */
export const ME = demoSession.LoginId;

/** An unread note received by the test user. */
export const note = receivedNote;

const made: Notes[] = [];
afterEach(() => {
  for (const notes of made.splice(0)) notes.dispose();
});

/**
 * The test user's notes against the stand-in service keeping `unread` notes, with a stand-in hub that pushes
 * `SendNotes` after every acknowledge; `refuse` makes every acknowledge a 403.
 */
export function notesOnFakeServer(
  unread: ReceivedServiceNote[] = [note(1), note(2), note(3)],
  refuse = false,
) {
  const service = notesService({
    unread,
    reader: demoSession.DisplayName,
    refuse,
  });
  const fieldkit = createFieldkit({
    config: testConfigInput,
    storage: createMemoryStorage(),
    fetch: service.fetch,
  });
  fieldkit.session.setState({ token: 'test-token', expiresAt: Date.now() + 3_600_000, session: demoSession });
  const hubServer = service.hub(ME, 'http://fk.test/hubs/notes');
  const notes = createNotes({ fieldkit, hub: hubServer.hub });
  made.push(notes);
  const pages = () => service.asked.filter((u) => u.pathname.endsWith('/GetReceivedServNotesLog'));
  return { notes, server: service.state, hubServer, fieldkit, pages, state: () => notes.store.getState() };
}
