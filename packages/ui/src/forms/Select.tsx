import type { ComponentPropsWithRef } from 'react';
import { useFieldControl } from './FieldContext';

/** Props of {@link Select}: those of a `<select>`, `ref` included; the options are its children. */
export type SelectProps = ComponentPropsWithRef<'select'>;

/** A native select, named and described by the `Field` around it. */
export function Select({ className, ...props }: SelectProps) {
  const control = useFieldControl(props);
  return <select {...control} className={className ? `fk-select ${className}` : 'fk-select'} />;
}
