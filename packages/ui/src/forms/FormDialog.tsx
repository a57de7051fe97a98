import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type DefaultValues, FormProvider } from 'react-hook-form';
import { Dialog } from '../components/Dialog';
import type { FormDialogForm, FormInput, FormOutput, FormSchema } from './form-types';
import { useSchemaForm } from './useSchemaForm';
import { useSubmitOnce } from './useSubmitOnce';

/** Props of {@link FormDialog}. */
export interface FormDialogProps<Schema extends FormSchema> {
  open: boolean;
  /** Called with false by Cancel, Escape, and after a successful submit. */
  onOpenChange: (open: boolean) => void;
  /** The heading; it also names the dialog. */
  title: ReactNode;
  /** Validates the trimmed values; its messages are shown under the fields. */
  schema: Schema;
  /** The values the form opens with, every time it opens. */
  defaultValues: DefaultValues<FormInput<Schema>>;
  /**
   * Sends the values. When it resolves the dialog closes; when it rejects, the error is shown in the dialog and
   * what was typed stays.
   */
  onSubmit: (values: FormOutput<Schema>) => unknown;
  /** The fields, given the form (`register`, `control`, `formState`); it is also their `useFormContext()`. */
  children: (form: FormDialogForm<Schema>) => ReactNode;
  submitLabel: ReactNode;
  cancelLabel: ReactNode;
  /** The submit button's text while `onSubmit` is pending; `submitLabel` when absent. */
  submittingLabel?: ReactNode;
  /** What a rejected `onSubmit` says; the error's message by default. */
  errorText?: (error: unknown) => ReactNode;
  /** Where the dialog is portalled (a div inside a shadow root for custom elements). */
  portalContainer?: HTMLElement | null;
  className?: string;
}

const messageOf = (error: unknown): ReactNode => (error instanceof Error ? error.message : String(error));

/**
 * A `Dialog` holding a react-hook-form form validated by a zod schema: every text trimmed before validation, the
 * first invalid field focused after a failed submit, submit disabled while pending, the server's error shown
 * without losing what was typed. Cancel and Escape close it and focus returns to the opener (the `Dialog`'s rule).
 */
export function FormDialog<Schema extends FormSchema>(props: FormDialogProps<Schema>) {
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.title}
      portalContainer={props.portalContainer}
      className={props.className ? `fk-form-dialog ${props.className}` : 'fk-form-dialog'}
    >
      {/* Mounted only while open, so each opening starts from the default values. */}
      <FormDialogBody {...props} />
    </Dialog>
  );
}

function FormDialogBody<Schema extends FormSchema>({
  onOpenChange,
  schema,
  defaultValues,
  onSubmit,
  children,
  submitLabel,
  cancelLabel,
  submittingLabel,
  errorText = messageOf,
}: FormDialogProps<Schema>) {
  // Spec: required errors show after a submit attempt; after a failed one the first invalid field takes focus.
  const form = useSchemaForm(schema, defaultValues);
  const [failure, setFailure] = useState<ReactNode>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      // A dialog closed while the call was pending is not closed again (it may have been opened anew).
      if (mounted.current) onOpenChange(false);
    } catch (error) {
      if (mounted.current) setFailure(errorText(error));
    }
  });
  // A second press (or Enter in a field) while the first is pending sends nothing more.
  const onSubmitOnce = useSubmitOnce(submit, () => setFailure(null));
  const submitting = form.formState.isSubmitting;

  return (
    // A field component deeper down reaches the form through useFormContext() instead of props.
    <FormProvider {...form}>
      <form className="fk-form-dialog__form" noValidate onSubmit={onSubmitOnce}>
        {children(form)}
        {failure !== null ? (
          <p role="alert" className="fk-form-dialog__error">
            {failure}
          </p>
        ) : null}
        <div className="fk-dialog__actions">
          <button type="button" className="fk-button" onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </button>
          {/* aria-disabled, not disabled: a disabled button drops its focus to the page, out of the modal. */}
          <button
            type="submit"
            className="fk-button"
            data-fk-variant="primary"
            aria-disabled={submitting ? 'true' : undefined}
          >
            {submitting && submittingLabel !== undefined ? submittingLabel : submitLabel}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
