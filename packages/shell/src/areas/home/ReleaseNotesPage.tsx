import { formatDate } from '@fieldkit/core';
import { ListState, useTranslation } from '@fieldkit/ui';
import { Screen } from '../../screens/Screen';
import { useRecord } from '../../screens/useRecord';

/** The release notes, newest first. */
export function Component() {
  const { t } = useTranslation('shell');
  const notes = useRecord((api) => api.shell.getReleaseNotes(), []);
  return (
    <Screen title={t('release.title')}>
      <ListState
        status={notes.status}
        empty={notes.status === 'ready' && notes.data.length === 0}
        loadingText={t('app.loading')}
        errorText={t('records.notFound')}
        emptyText={t('records.none')}
      />
      {notes.status === 'ready'
        ? notes.data.map((note) => (
            <article key={note.ReleaseNoteId} className="fk-shell-release">
              <h2>
                {t('release.version', { version: note.Version })}: {note.Title}
              </h2>
              <p className="fk-shell-muted">{formatDate(new Date(`${note.ReleaseDate}T00:00:00Z`))}</p>
              <p>{note.Body}</p>
            </article>
          ))
        : null}
    </Screen>
  );
}
