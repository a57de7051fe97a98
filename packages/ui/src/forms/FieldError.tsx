import type { ReactNode } from 'react';

/** Props of {@link FieldError}. */
export interface FieldErrorProps {
  /** The id the control's `aria-describedby` points at. */
  id: string;
  /** The message; nothing is rendered without one. */
  children?: ReactNode;
  className?: string;
}

/**
 * The error text of a field. It is the control's description (through `aria-describedby`), so it is read when the
 * control is focused, as it is after a failed submit. It is not a live region: a submit with five errors would
 * otherwise speak five alerts at once, and a message changing as the user types would interrupt every key.
 */
export function FieldError({ id, children, className }: FieldErrorProps) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <p id={id} className={className ? `fk-field-error ${className}` : 'fk-field-error'}>
      {children}
    </p>
  );
}
