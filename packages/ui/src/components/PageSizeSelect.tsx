import { useId } from 'react';
import { PAGE_SIZE_OPTIONS } from '../model/pageSizes';

/** Props of {@link PageSizeSelect}. */
export interface PageSizeSelectProps {
  /** The rows per page shown now. */
  value: number;
  onChange: (pageSize: number) => void;
  /** The select's label ('Rows per page'). */
  label?: string;
  /** The choices; the shared {@link PAGE_SIZE_OPTIONS} by default. */
  options?: readonly number[];
}

/** A labelled select of how many rows a page shows. */
export function PageSizeSelect({
  value,
  onChange,
  label = 'Rows per page',
  options = PAGE_SIZE_OPTIONS,
}: PageSizeSelectProps) {
  const id = useId();
  return (
    <span className="fk-page-size">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="fk-select fk-page-size__select"
        value={value}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      >
        {options.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </span>
  );
}
