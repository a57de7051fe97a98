import { pageWindow } from '../model/pageWindow';

/** Props of {@link Paginator}. */
export interface PaginatorProps {
  /** Current page, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  label?: string;
  firstLabel?: string;
  previousLabel?: string;
  nextLabel?: string;
  lastLabel?: string;
  /** Accessible name of a page button. */
  pageLabel?: (page: number) => string;
  /** How many page numbers show around the current page (5 by default; the notes dialog shows 3). */
  links?: number;
}

/** Page navigation: first, previous, a window of page numbers, next, last; the current page is marked aria-current. */
export function Paginator({
  page,
  pageCount,
  onPageChange,
  label = 'Pagination',
  firstLabel = 'First page',
  previousLabel = 'Previous page',
  nextLabel = 'Next page',
  lastLabel = 'Last page',
  pageLabel = (n) => `Page ${n}`,
  links = 5,
}: PaginatorProps) {
  const atStart = page <= 1;
  const atEnd = page >= pageCount;
  const go = (target: number) => {
    if (target !== page) onPageChange(target);
  };
  return (
    <nav className="fk-paginator" aria-label={label}>
      <button
        type="button"
        className="fk-button"
        aria-label={firstLabel}
        disabled={atStart}
        onClick={() => go(1)}
      >
        <span aria-hidden="true">«</span>
      </button>
      <button
        type="button"
        className="fk-button"
        aria-label={previousLabel}
        disabled={atStart}
        onClick={() => go(page - 1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <ul className="fk-paginator__list">
        {pageWindow(page, pageCount, links).map((n) => (
          <li key={n}>
            <button
              type="button"
              className="fk-button"
              aria-label={pageLabel(n)}
              aria-current={n === page ? 'page' : undefined}
              onClick={() => go(n)}
            >
              {n}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="fk-button"
        aria-label={nextLabel}
        disabled={atEnd}
        onClick={() => go(page + 1)}
      >
        <span aria-hidden="true">›</span>
      </button>
      <button
        type="button"
        className="fk-button"
        aria-label={lastLabel}
        disabled={atEnd}
        onClick={() => go(pageCount)}
      >
        <span aria-hidden="true">»</span>
      </button>
    </nav>
  );
}
