import { formatDateTime } from '@fieldkit/core';
import type { ReceivedServiceNote, ServiceNoteSort } from '@fieldkit/core/contract';
import { DataTable, type DataTableColumn, type SortState } from '@fieldkit/ui';
import type { FocusEventHandler, RefObject } from 'react';
import { useNotesPage } from '../hooks/useNotesPage';
import type { NotesT } from '../hooks/widget';
import { useNotes, useNotesState } from '../hooks/widget';
import { noteExcerpt } from '../model/note-rows';

/** Props of {@link NotesTable}. */
export interface NotesTableProps {
  t: NotesT;
  /** The notes to show, in order (the page without those being acknowledged). */
  shown: readonly ReceivedServiceNote[];
  /** Opens a note: its whole text shows (and, in the unread view, it is selected). */
  onOpen: (note: ReceivedServiceNote) => void;
  /** The table's container: the keyboard map finds the rows' note buttons in it. */
  containerRef: RefObject<HTMLDivElement | null>;
  /** The keyboard map's focus handlers, on the container. */
  focusHandlers: { onFocus: FocusEventHandler<HTMLElement>; onBlur: FocusEventHandler<HTMLElement> };
}

const when = (iso: string | null) => (iso ? formatDateTime(new Date(iso)) : '');

/** The open view's page of notes as a table with a caption: sortable columns, a checkbox per row and one for the page. */
export function NotesTable({ t, shown, onOpen, containerRef, focusHandlers }: NotesTableProps) {
  const notes = useNotes();
  const view = useNotesState((s) => s.view);
  const selected = useNotesState((s) => s.selected);
  const status = useNotesPage((s) => s.status);
  const sort = useNotesPage((s) => s.sort);

  const columns: DataTableColumn<ReceivedServiceNote>[] = [
    { key: 'WONumber', header: t('WONumber'), sortable: true },
    { key: 'JobNo', header: t('JobNo'), sortable: true },
    {
      key: 'Notes',
      header: t('Notes'),
      sortable: true,
      render: (note) => (
        <button
          type="button"
          className="fk-link-button fk-notes__open"
          data-fk-note-row={shown.indexOf(note)}
          onClick={() => onOpen(note)}
        >
          {noteExcerpt(note.Notes)}
        </button>
      ),
    },
    { key: 'CreatedBy', header: t('CreatedBy') },
    {
      key: 'CreatedDate',
      header: t('CreatedDate'),
      sortable: true,
      render: (note) => when(note.CreatedDate),
    },
    ...(view === 'read'
      ? [
          { key: 'ReadBy', header: t('ReadBy') },
          {
            key: 'ReadDate',
            header: t('ReadDate'),
            sortable: true,
            render: (note: ReceivedServiceNote) => when(note.ReadDate),
          },
        ]
      : []),
  ];

  const tableSort: SortState = { key: sort.by, direction: sort.order };
  return (
    <div
      className="fk-notes__table fk-table-stack"
      ref={containerRef}
      // Takes the focus when the last row it was on leaves, so that the focus stays in the dialog.
      tabIndex={-1}
      aria-busy={status === 'loading'}
      {...focusHandlers}
    >
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={shown}
        rowKey={(note) => note.UserNotificationId}
        emptyText={status === 'ready' ? t('NORECORDFOUND') : ''}
        sort={tableSort}
        onSortChange={(next) =>
          void notes.list.setSort({ by: next.key as ServiceNoteSort, order: next.direction })
        }
        selection={{
          selected,
          onChange: (next) => notes.setSelected(next as Set<number>),
          rowLabel: (note) => t('selectNote', { id: note.UserNotificationId, wo: note.WONumber }),
          allLabel: t('selectPage'),
          disabled: view === 'read',
        }}
      />
    </div>
  );
}
