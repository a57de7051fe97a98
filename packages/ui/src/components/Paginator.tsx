import { useTranslation } from '../hooks/useTranslation';
import { pageWindow } from '../model/pageWindow';

/** Props of {@link Paginator}. */
export interface PaginatorProps {
  /** Current page, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The navigation's name ('Pages'); this and the labels below come from the `core` texts unless given. */
  label?: string;
  firstLabel?: string;
  previousLabel?: string;
  nextLabel?: string;
  lastLabel?: string;
  /** Accessible name of a page button ('Page 3'). */
  pageLabel?: (page: number) => string;
  /** How many page numbers show around the current page (5 by default; the notes dialog shows 3). */
  links?: number;
}

/** Page navigation: first, previous, a window of page numbers, next, last; the current page is marked aria-current. */
export function Paginator({
  page,
  pageCount,
  onPageChange,
  label,
  firstLabel,
  previousLabel,
  nextLabel,
  lastLabel,
  pageLabel,
  links = 5,
}: PaginatorProps) {
  const { t } = useTranslation('core');
  const nameOfPage = pageLabel ?? ((n: number) => t('pages.page', { page: n }));
  const atStart = page <= 1;
  const atEnd = page >= pageCount;
  const go = (target: number) => {
    if (target !== page) onPageChange(target);
  };
  return (
    <nav className="fk-paginator" aria-label={label ?? t('pages.label')}>
      <button
        type="button"
        className="fk-button"
        aria-label={firstLabel ?? t('pages.first')}
        disabled={atStart}
        onClick={() => go(1)}
      >
        <span aria-hidden="true">«</span>
      </button>
      <button
        type="button"
        className="fk-button"
        aria-label={previousLabel ?? t('pages.previous')}
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
              aria-label={nameOfPage(n)}
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
        aria-label={nextLabel ?? t('pages.next')}
        disabled={atEnd}
        onClick={() => go(page + 1)}
      >
        <span aria-hidden="true">›</span>
      </button>
      <button
        type="button"
        className="fk-button"
        aria-label={lastLabel ?? t('pages.last')}
        disabled={atEnd}
        onClick={() => go(pageCount)}
      >
        <span aria-hidden="true">»</span>
      </button>
    </nav>
  );
}
