import { type ReactNode, useId, useMemo } from 'react';
import { FieldContext, type FieldControlState } from './FieldContext';
import { FieldError } from './FieldError';

/** Props of {@link Field}. */
export interface FieldProps {
  /** The label; it names the control. */
  label: ReactNode;
  /** The control: `TextInput`, `TextArea`, `Select`, or any control that calls `useFieldControl`. */
  children: ReactNode;
  /** A hint under the label, part of the control's description. */
  hint?: ReactNode;
  /** The error text; when given, the control is marked invalid and described by it. */
  error?: ReactNode;
  /** Shows a required mark (hidden from screen readers) and sets `aria-required` on the control, which they read. */
  required?: boolean;
  /** The control's id; generated when absent. */
  id?: string;
  className?: string;
}

/** A labelled form field: label tied to its control, optional hint, error text, required mark. */
export function Field({ label, children, hint, error, required = false, id, className }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `${generated}control`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [invalid ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  const state = useMemo<FieldControlState>(
    () => ({ id: controlId, describedBy, invalid, required }),
    [controlId, describedBy, invalid, required],
  );
  return (
    <div
      className={className ? `fk-field ${className}` : 'fk-field'}
      data-fk-invalid={invalid ? 'true' : undefined}
    >
      <div className="fk-field__label">
        <label htmlFor={controlId}>{label}</label>
        {required ? (
          <span className="fk-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="fk-field__hint">
          {hint}
        </p>
      ) : null}
      <FieldContext.Provider value={state}>{children}</FieldContext.Provider>
      <FieldError id={errorId}>{invalid ? error : null}</FieldError>
    </div>
  );
}
