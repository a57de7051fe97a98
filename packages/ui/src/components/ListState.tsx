import type { ListStatus } from '../model/listStatus';

/** Props of {@link ListState}. */
export interface ListStateProps {
  /** Where the list's loading is. */
  status: ListStatus;
  /** Whether the list has nothing to show (after any filter): only a ready list is said to be empty. */
  empty?: boolean;
  /** Shown when the ready list is empty; nothing when left out. */
  emptyText?: string | undefined;
  /** Shown, as an alert, when the list could not be loaded; nothing when left out. */
  errorText?: string | undefined;
  /** Shown, as a status, while the list loads; nothing when left out. */
  loadingText?: string | undefined;
}

/** The line a list shows instead of (or above) its rows: loading, empty, or could not load. */
export function ListState({ status, empty = false, emptyText, errorText, loadingText }: ListStateProps) {
  if (status === 'error' && errorText)
    return (
      <p className="fk-list-state" data-fk-state="error" role="alert">
        {errorText}
      </p>
    );
  if (status === 'loading' && loadingText)
    return (
      <p className="fk-list-state" data-fk-state="loading" role="status">
        {loadingText}
      </p>
    );
  if (status === 'ready' && empty && emptyText)
    return (
      <p className="fk-list-state" data-fk-state="empty">
        {emptyText}
      </p>
    );
  return null;
}
