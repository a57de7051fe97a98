import { Fragment, type ReactNode } from 'react';
import { LOG_KEY_ATTRIBUTE, useWindowedLog, type WindowedLogOptions } from '../hooks/useWindowedLog';
import { type DatedRow, withDateSeparators } from '../model/days';
import { ListState } from './ListState';

/** What each rendered entry spreads on its root element: the log finds the entry by it to keep its place. */
export interface LogItemProps {
  [LOG_KEY_ATTRIBUTE]: string;
}

/** Props of {@link WindowedLog}. */
export interface WindowedLogProps<T, P = T> extends WindowedLogOptions<T, P> {
  /** The log's accessible name ('Messages with Bob'). */
  label: string;
  /** One entry, stored or pending; spread `itemProps` on its root element. */
  renderItem: (entry: T | P, itemProps: LogItemProps) => ReactNode;
  /**
   * The moment of an entry: with it, a date separator ('Today', 'Yesterday' or the date) goes before each day's first
   * entry.
   */
  dateOf?: ((entry: T | P) => Date) | undefined;
  /** The separator of today's entries; 'Today' by default. */
  todayText?: string | undefined;
  /** The separator of yesterday's entries; 'Yesterday' by default. */
  yesterdayText?: string | undefined;
  /** Shown when the log has no entry. */
  emptyText: string;
  /** Shown at the top while an older page loads. */
  loadingOlderText: string;
  /** The log's `part` name, for a custom element's host page to style it. */
  part?: string | undefined;
  /** The button shown while the newest entry is out of view ('Jump to latest'). */
  jumpText: string;
  /** What the button adds when entries arrived since the view left the newest ('3 new'). */
  newBelowText: (count: number) => string;
}

/**
 * A long log as a polite live region (role log) that renders only a window of its entries and keeps its scroll
 * place: see {@link useWindowedLog}. Focusable, so the keyboard can scroll it; while the newest entry is out of
 * view, a 'Jump to latest' button (and End) brings it back, naming how many entries arrived meanwhile.
 */
export function WindowedLog<T, P = T>({
  label,
  renderItem,
  dateOf,
  todayText = 'Today',
  yesterdayText = 'Yesterday',
  emptyText,
  loadingOlderText,
  part,
  jumpText,
  newBelowText,
  ...options
}: WindowedLogProps<T, P>) {
  const { scroller, shown, onScroll, onKeyDown, away, newBelow, jumpToLatest } = useWindowedLog(options);
  const { keyOf } = options;
  const rows: Array<DatedRow<T | P>> = dateOf
    ? withDateSeparators(shown, dateOf)
    : shown.map((item) => ({ type: 1, item }));
  return (
    <div
      ref={scroller}
      className="fk-log"
      part={part}
      role="log"
      aria-live="polite"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable log must be reachable by keyboard to scroll it.
      tabIndex={0}
      onScroll={onScroll}
      onKeyDown={onKeyDown}
    >
      {options.loadingOlder ? <ListState status="loading" loadingText={loadingOlderText} /> : null}
      <ListState status="ready" empty={rows.length === 0} emptyText={emptyText} />
      {rows.map((row) =>
        row.type === 0 ? (
          <p key={`day-${row.key}`} className="fk-log__day">
            {row.day === 'today' ? todayText : row.day === 'yesterday' ? yesterdayText : row.text}
          </p>
        ) : (
          <Fragment key={keyOf(row.item)}>
            {renderItem(row.item, { [LOG_KEY_ATTRIBUTE]: String(keyOf(row.item)) })}
          </Fragment>
        ),
      )}
      {away ? (
        <button type="button" className="fk-log__jump" onClick={jumpToLatest}>
          {jumpText}
          {newBelow > 0 ? (
            <>
              {' '}
              <span className="fk-log__new-below">{newBelowText(newBelow)}</span>
            </>
          ) : null}
        </button>
      ) : null}
    </div>
  );
}
