import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, useForm } from 'react-hook-form';
import type { FormDialogForm, FormInput, FormOutput, FormSchema } from './form-types';
import { trimmingResolver } from './trimStrings';

/**
 * A react-hook-form form validated by a zod schema (classic or mini) the way every Fieldkit form is: each text
 * trimmed before validation, errors shown after the first submit attempt and then as fields change (spec), the
 * first invalid field focused after a failed submit.
 */
export function useSchemaForm<Schema extends FormSchema>(
  schema: Schema,
  defaultValues: DefaultValues<FormInput<Schema>>,
): FormDialogForm<Schema> {
  return useForm<FormInput<Schema>, unknown, FormOutput<Schema>>({
    defaultValues,
    resolver: trimmingResolver(zodResolver(schema)),
    mode: 'onSubmit',
    shouldFocusError: true,
  });
}
