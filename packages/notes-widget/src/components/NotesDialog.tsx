import { type ReceivedServiceNote, SERVICE_NOTES_SEARCH_MAX_LENGTH } from '@fieldkit/core/contract';
import { pageCount } from '@fieldkit/core/kit';
import { Dialog, HostLink, ListState, PageSizeSelect, Paginator, SearchToggle } from '@fieldkit/ui';
import { useId, useRef, useState } from 'react';
import { useNotesKeyboard } from '../hooks/useNotesKeyboard';
import { useNotesPage } from '../hooks/useNotesPage';
import { useSingleKeys } from '../hooks/useSingleKeys';
import { type NotesT, useNotes, useNotesState, useNotesTexts } from '../hooks/widget';
import { shownNotes } from '../model/note-rows';
import { NotesTable } from './NotesTable';
import { type JobLinkTarget, OpenedNote } from './OpenedNote';

/** Props of {@link NotesDialog}. */
export interface NotesDialogProps {
  /** Where the log link goes (the SMS and e-mail log report of the full app). */
  logHref: string;
  /** Follows the log link within a single-page host (its router) instead of loading the page. */
  onOpenLog?: ((href: string) => void) | undefined;
  /** Where an opened note's job link goes, `{job}` standing for its job number. */
  jobHref: string;
  /** Follows the job link within a single-page host. */
  onOpenJob?: ((href: string) => void) | undefined;
}

/** The paginator shows three page links (spec section 9). */
const PAGE_LINKS = 3;

/**
 * The received service notes: the unread view (default) or the read view, searched, sorted and paged by the server;
 * notes selected by checkbox are acknowledged together. Keys: j and k move, x selects, e acknowledges, / searches.
 */
export function NotesDialog({ logHref, onOpenLog, jobHref, onOpenJob }: NotesDialogProps) {
  const t = useNotesTexts();
  const notes = useNotes();
  const open = useNotesState((s) => s.open);
  return (
    <Dialog
      part="dialog"
      open={open}
      onOpenChange={(next) => {
        if (!next) notes.closeDialog();
      }}
      title={t('title')}
      className="fk-notes-dialog"
      fullScreenOnPhone
      actions={
        <>
          <HostLink
            className="fk-notes__log-link"
            href={logHref}
            onNavigate={onOpenLog}
            onFollow={() => notes.closeDialog()}
          >
            {t('smsLog')}
          </HostLink>
          <button type="button" className="fk-button" onClick={() => notes.closeDialog()}>
            {t('close')}
          </button>
        </>
      }
    >
      {/* Mounted while the dialog is open: what it holds (an opened note, the keyboard's row) ends with it. */}
      <NotesBrowser t={t} job={{ href: jobHref, onOpen: onOpenJob }} />
    </Dialog>
  );
}

/** The dialog's content: the toolbar, the table (or an opened note) and the pages. */
function NotesBrowser({ t, job }: { t: NotesT; job: JobLinkTarget }) {
  const notes = useNotes();
  const view = useNotesState((s) => s.view);
  const listView = useNotesState((s) => s.listView);
  const searchText = useNotesState((s) => s.searchText);
  const selectedCount = useNotesState((s) => s.selected.size);
  const acknowledging = useNotesState((s) => s.acknowledging);
  const { rows, total, page, pageSize, status } = useNotesPage((s) => s);
  // Rows of the other view, while the one asked for loads, are not shown.
  const shown = listView === view ? shownNotes(rows, acknowledging) : [];
  const [opened, setOpened] = useState<ReceivedServiceNote | null>(null);
  const tableRef = useRef<HTMLDivElement>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const viewGroup = useId();
  const canAct = view === 'unread' && shown.length > 0;
  const [singleKeys, setSingleKeys] = useSingleKeys();
  const keyboard = useNotesKeyboard({
    notes,
    shown,
    canAct,
    tableRef,
    searchRef: toolbarRef,
    paused: opened !== null || !singleKeys,
  });

  const backToList = () => {
    const index = opened ? shown.indexOf(opened) : -1;
    setOpened(null);
    // Back where the user was: on the note they opened.
    requestAnimationFrame(() => keyboard.focusRow(index));
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the dialog's keyboard map; every key has a control too.
    <div className="fk-notes" onKeyDown={keyboard.onKeyDown}>
      <div className="fk-notes__toolbar" ref={toolbarRef}>
        <fieldset className="fk-notes__views">
          <legend className="fk-visually-hidden">{t('show')}</legend>
          {(['unread', 'read'] as const).map((name) => (
            <label key={name} className="fk-notes__view">
              <input
                type="radio"
                name={viewGroup}
                value={name}
                checked={view === name}
                onChange={() => {
                  setOpened(null);
                  void notes.setView(name);
                }}
              />
              {t(name)}
            </label>
          ))}
        </fieldset>
        <SearchToggle
          label={t('search')}
          value={searchText}
          maxLength={SERVICE_NOTES_SEARCH_MAX_LENGTH}
          onChange={(text) => notes.search(text)}
        />
        <span className="fk-notes__selected" role="status">
          {selectedCount > 0 ? t('selectedCount', { count: selectedCount }) : ''}
        </span>
        <button
          type="button"
          className="fk-button"
          data-fk-variant="primary"
          aria-keyshortcuts={singleKeys ? 'e' : undefined}
          disabled={!canAct}
          onClick={() => void notes.acknowledge()}
        >
          {t('acknowledge')}
        </button>
      </div>
      {opened ? (
        <OpenedNote
          t={t}
          note={opened}
          onBack={backToList}
          job={{ ...job, onFollow: () => notes.closeDialog() }}
        />
      ) : (
        <>
          <ListState
            status={status}
            loadingText={t('loading')}
            errorText={t('loadFailed')}
            onRetry={() => void notes.list.load()}
            retryText={t('retry')}
          />
          <NotesTable
            t={t}
            shown={shown}
            onOpen={(note) => {
              notes.openNote(note);
              setOpened(note);
            }}
            containerRef={tableRef}
            focusHandlers={keyboard.tableFocus}
          />
          <div className="fk-notes__foot">
            <PageSizeSelect
              label={t('rowsPerPage')}
              value={pageSize}
              onChange={(size) => void notes.list.setPageSize(size)}
            />
            <Paginator
              page={page}
              pageCount={pageCount(total, pageSize)}
              links={PAGE_LINKS}
              onPageChange={(next) => void notes.list.setPage(next)}
              label={t('pagination')}
            />
          </div>
          <ShortcutsLine t={t} on={singleKeys} onChange={setSingleKeys} />
        </>
      )}
    </div>
  );
}

/** The keyboard map's line: what the single keys do, and the switch that turns them off (WCAG 2.1.4) or on. */
function ShortcutsLine({ t, on, onChange }: { t: NotesT; on: boolean; onChange: (on: boolean) => void }) {
  return (
    <div className="fk-notes__keys">
      <label className="fk-notes__keys-switch">
        <input type="checkbox" checked={on} onChange={(event) => onChange(event.target.checked)} />
        {t('singleKeys')}
      </label>
      <span>{on ? t('keys') : t('keysOff')}</span>
    </div>
  );
}
