import type { LoadStatus } from '@fieldkit/core/kit';

/** Props of {@link ListState}. */
export interface ListStateProps {
  /** Where the list's loading is. */
  status: LoadStatus;
  /** Whether the list has nothing to show (after any filter): only a ready list is said to be empty. */
  empty?: boolean;
  /** Shown when the ready list is empty; nothing when left out. */
  emptyText?: string | undefined;
  /** Shown, as an alert, when the list could not be loaded; nothing when left out. */
  errorText?: string | undefined;
  /** Shown, as a status, while the list loads; nothing when left out. */
  loadingText?: string | undefined;
  /** Asks the list again: a button with `retryText` beside the error. */
  onRetry?: (() => void) | undefined;
  /** The retry button's text ('Try again'). */
  retryText?: string | undefined;
}

/** The line a list shows instead of (or above) its rows: loading, empty, or could not load (and, given, a retry). */
export function ListState({
  status,
  empty = false,
  emptyText,
  errorText,
  loadingText,
  onRetry,
  retryText,
}: ListStateProps) {
  const text =
    status === 'error'
      ? errorText
      : status === 'loading'
        ? loadingText
        : status === 'ready' && empty && emptyText;
  if (!text) return null;
  const line = (
    <p
      className="fk-list-state"
      data-fk-state={status === 'ready' ? 'empty' : status}
      role={status === 'error' ? 'alert' : status === 'loading' ? 'status' : undefined}
    >
      {text}
    </p>
  );
  if (status !== 'error' || !onRetry || !retryText) return line;
  return (
    <>
      {line}
      <button type="button" className="fk-button" onClick={onRetry}>
        {retryText}
      </button>
    </>
  );
}
