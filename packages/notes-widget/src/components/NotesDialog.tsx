import type { ReceivedServiceNote } from '@fieldkit/core/contract';
import { pageCount } from '@fieldkit/core/kit';
import { Dialog, ListState, PageSizeSelect, Paginator, SearchToggle } from '@fieldkit/ui';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNotes } from '../hooks/NotesContext';
import { useNotesPage, useNotesState } from '../hooks/useNotesState';
import { useNotesTexts } from '../hooks/useNotesTexts';
import { movedRow, notesKeyAction } from '../model/keys';
import { type NotesView, shownNotes } from '../model/notes';
import { NotesTable } from './NotesTable';
import { OpenedNote } from './OpenedNote';

/** Props of {@link NotesDialog}. */
export interface NotesDialogProps {
  /** Where the log link goes (the SMS and e-mail log report of the full app). */
  logHref: string;
  /** Follows the log link within a single-page host (its router) instead of loading the page. */
  onOpenLog?: ((href: string) => void) | undefined;
}

/** The paginator shows three page links (spec section 9). */
const PAGE_LINKS = 3;

/**
 * The received service notes: the unread view (default) or the read view, searched, sorted and paged by the server;
 * notes selected by checkbox are acknowledged together. Keys: j and k move, x selects, e acknowledges, / searches.
 */
export function NotesDialog({ logHref, onOpenLog }: NotesDialogProps) {
  const t = useNotesTexts();
  const notes = useNotes();
  const open = useNotesState((s) => s.open);
  const view = useNotesState((s) => s.view);
  const searchText = useNotesState((s) => s.searchText);
  const selected = useNotesState((s) => s.selected);
  const acknowledging = useNotesState((s) => s.acknowledging);
  const { rows, total, page, pageSize, status } = useNotesPage((s) => s);
  const shown = shownNotes(rows, acknowledging);
  const [opened, setOpened] = useState<ReceivedServiceNote | null>(null);
  const [current, setCurrent] = useState(-1);
  const tableRef = useRef<HTMLDivElement>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const viewGroup = useId();

  const nothingToDo = view === 'read' || shown.length === 0;
  const close = () => {
    setOpened(null);
    setCurrent(-1);
    notes.closeDialog();
  };
  const showView = (next: NotesView) => {
    setOpened(null);
    setCurrent(-1);
    void notes.setView(next);
  };
  const openNote = (note: ReceivedServiceNote) => {
    notes.openNote(note);
    setOpened(note);
  };
  const backToList = () => {
    const index = opened ? shown.indexOf(opened) : -1;
    setOpened(null);
    // Back where the user was: on the note they opened.
    requestAnimationFrame(() => focusRow(index));
  };
  const focusRow = (index: number) => {
    tableRef.current?.querySelector<HTMLElement>(`[data-fk-note-row="${index}"]`)?.focus();
  };

  // A row that leaves the view (acknowledged, or a page that changed) must not drop the focus to the page: the note
  // now at the same place takes it, so the keyboard map goes on working.
  const contentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const content = contentRef.current;
    if (!content || opened || current < 0) return;
    const active = (content.getRootNode() as Document | ShadowRoot).activeElement;
    if (active && active !== content.ownerDocument.body) return;
    const index = Math.min(current, shown.length - 1);
    setCurrent(index);
    focusRow(index);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = notesKeyAction(event);
    if (!action || opened) return;
    event.preventDefault();
    if (action === 'search') {
      toolbarRef.current?.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
    } else if (action === 'acknowledge') {
      if (!nothingToDo) void notes.acknowledge();
    } else if (action === 'select') {
      const note = shown[current];
      if (!note || view === 'read') return;
      const next = new Set(selected);
      if (!next.delete(note.UserNotificationId)) next.add(note.UserNotificationId);
      notes.setSelected(next);
    } else {
      const index = movedRow(current, action, shown.length);
      setCurrent(index);
      focusRow(index);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={t('title')}
      className="fk-notes-dialog"
      actions={
        <>
          <a
            className="fk-notes__log-link"
            href={logHref}
            onClick={(event) => {
              // A plain click moves within the host; a click that asks for a new tab or window stays a link.
              const plain =
                event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
              if (!onOpenLog || !plain) return;
              event.preventDefault();
              close();
              onOpenLog(logHref);
            }}
          >
            {t('smsLog')}
          </a>
          <button type="button" className="fk-button" onClick={close}>
            {t('close')}
          </button>
        </>
      }
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the dialog's keyboard map; every key has a control too. */}
      <div className="fk-notes" ref={contentRef} onKeyDown={onKeyDown}>
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
                  onChange={() => showView(name)}
                />
                {t(name)}
              </label>
            ))}
          </fieldset>
          <SearchToggle label={t('search')} value={searchText} onChange={(text) => notes.search(text)} />
          <span className="fk-notes__selected" role="status">
            {selected.size > 0 ? t('selectedCount', { count: selected.size }) : ''}
          </span>
          <button
            type="button"
            className="fk-button"
            data-fk-variant="primary"
            aria-keyshortcuts="e"
            disabled={nothingToDo}
            onClick={() => void notes.acknowledge()}
          >
            {t('acknowledge')}
          </button>
        </div>
        {opened ? (
          <OpenedNote t={t} note={opened} onBack={backToList} />
        ) : (
          <>
            <ListState status={status} loadingText={t('loading')} errorText={t('loadFailed')} />
            {status === 'error' ? (
              <button type="button" className="fk-button" onClick={() => void notes.list.load()}>
                {t('retry')}
              </button>
            ) : null}
            <NotesTable t={t} onOpen={openNote} onFocusRow={setCurrent} containerRef={tableRef} />
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
                firstLabel={t('firstPage')}
                previousLabel={t('previousPage')}
                nextLabel={t('nextPage')}
                lastLabel={t('lastPage')}
                pageLabel={(n) => t('page', { page: n })}
              />
            </div>
            <p className="fk-notes__keys">{t('keys')}</p>
          </>
        )}
      </div>
    </Dialog>
  );
}
