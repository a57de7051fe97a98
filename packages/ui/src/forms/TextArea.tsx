import type { ComponentPropsWithRef } from 'react';
import { useFieldControl } from './FieldContext';

/** Props of {@link TextArea}: those of a `<textarea>`, `ref` included. */
export type TextAreaProps = ComponentPropsWithRef<'textarea'>;

/** A multi-line text input, named and described by the `Field` around it. */
export function TextArea({ className, ...props }: TextAreaProps) {
  const control = useFieldControl(props);
  return <textarea {...control} className={className ? `fk-textarea ${className}` : 'fk-textarea'} />;
}
