import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type * as zc from 'zod/v4/core';

/** A zod schema (classic or mini) of an object of form values. */
export type FormSchema = zc.$ZodType<FieldValues, FieldValues>;

/** The values a form holds while the user types: the schema's input. */
export type FormInput<Schema extends FormSchema> = zc.input<Schema> & FieldValues;
/** The values `onSubmit` receives: the schema's output, after trimming and validation. */
export type FormOutput<Schema extends FormSchema> = zc.output<Schema> & FieldValues;

/** The react-hook-form object the fields of a form (a `FormDialog`, a `useSchemaForm`) are built from. */
export type FormDialogForm<Schema extends FormSchema> = UseFormReturn<
  FormInput<Schema>,
  unknown,
  FormOutput<Schema>
>;
