import type { ComponentPropsWithRef } from 'react';
import { useFieldControl } from './FieldContext';

/** Props of {@link TextInput}: those of an `<input>`, `ref` included (react-hook-form's `register` spreads in). */
export type TextInputProps = ComponentPropsWithRef<'input'>;

/** A one-line text input (`type` text unless given), named and described by the `Field` around it. */
export function TextInput({ className, ...props }: TextInputProps) {
  const control = useFieldControl(props);
  return <input type="text" {...control} className={className ? `fk-input ${className}` : 'fk-input'} />;
}
