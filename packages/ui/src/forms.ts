/**
 * @fieldkit/ui/forms: labelled fields, their error text, inputs, and `FormDialog` on react-hook-form and zod. An
 * entry of its own, so only the widgets that show a form load react-hook-form.
 */

export {
  EMAIL_SEPARATOR,
  type EmailListMessages,
  emailList,
  isEmailList,
  joinEmails,
  splitEmails,
} from './forms/email-list';
export { Field, type FieldProps } from './forms/Field';
export { type FieldControlProps, type FieldControlState, useFieldControl } from './forms/FieldContext';
export { FieldError, type FieldErrorProps } from './forms/FieldError';
export { FormDialog, type FormDialogProps } from './forms/FormDialog';
export type { FormDialogForm, FormInput, FormOutput, FormSchema } from './forms/form-types';
export { Select, type SelectProps } from './forms/Select';
export { TextArea, type TextAreaProps } from './forms/TextArea';
export { TextInput, type TextInputProps } from './forms/TextInput';
export { trimmingResolver, trimStrings } from './forms/trimStrings';
export { useSchemaForm } from './forms/useSchemaForm';
export { useSubmitOnce } from './forms/useSubmitOnce';
