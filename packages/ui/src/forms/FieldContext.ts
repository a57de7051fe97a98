import { type AriaAttributes, createContext, useContext } from 'react';

/** What a {@link Field} tells the control inside it. */
export interface FieldControlState {
  /** The control's id, which the field's label points at. */
  id: string;
  /** Ids of the error text and the hint, error first, when shown. */
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

/** Set by `Field` around its control; absent outside a field. */
export const FieldContext = createContext<FieldControlState | null>(null);

/** The attributes a control takes to be named, described and marked by its field. */
export interface FieldControlProps {
  id?: string | undefined;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
  'aria-required'?: AriaAttributes['aria-required'];
}

/**
 * A control's props with its field's id, description, invalid and required state added (outside a `Field`, the
 * props as given). A control's own `aria-describedby` is kept after the field's.
 */
export function useFieldControl<Props extends FieldControlProps>(props: Props): Props {
  const field = useContext(FieldContext);
  if (!field) return props;
  const describedBy = [field.describedBy, props['aria-describedby']].filter(Boolean).join(' ');
  return {
    ...props,
    id: props.id ?? field.id,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
    'aria-required': props['aria-required'] ?? (field.required || undefined),
  };
}
