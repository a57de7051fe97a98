import { EmailJobLanguage } from '@fieldkit/core/contract';
import type { PrintLanguage } from '@fieldkit/job-print';
import { Field, Select, TextArea, TextInput, useSchemaForm, useSubmitOnce } from '@fieldkit/ui/forms';
import { useEffect, useMemo } from 'react';
import { useJobEmailTexts } from '../hooks/useJobEmailTexts';
import { type EmailJobValues, emailJobSchema } from '../model/email-form';
import { EmailAttachment } from './EmailAttachment';

/** What the popup keeps beside the form's values: the mode, the printout's language, the attachment. */
export interface EmailJobFormState {
  /** In preview the fields are read-only and their errors are not shown (spec section 5). */
  previewing: boolean;
  language: PrintLanguage;
  setLanguage: (language: PrintLanguage) => void;
  attached: boolean;
  setAttached: (attached: boolean) => void;
  /** The company sends the printout as the e-mail's body: no attachment. */
  inBody: boolean;
  fileName: string;
}

/** Props of {@link EmailJobForm}. */
export interface EmailJobFormProps {
  /** The form's id: the header's Send icon and the preview's Send submit it. */
  formId: string;
  defaults: EmailJobValues;
  state: EmailJobFormState;
  sending: boolean;
  /** Called with the trimmed, valid values. */
  onSend: (values: EmailJobValues) => Promise<void>;
  /** Called after a submit with invalid values (the popup goes back to the form, where the errors show). */
  onInvalid: () => void;
}

/**
 * The e-mail form's fields on react-hook-form with the rules of spec section 5: required messages after a submit
 * attempt and never in preview, 200 characters at most, To one or more addresses separated by semicolons.
 */
export function EmailJobForm({ formId, defaults, state, sending, onSend, onInvalid }: EmailJobFormProps) {
  const t = useJobEmailTexts();
  const schema = useMemo(() => emailJobSchema(t), [t]);
  const form = useSchemaForm(schema, defaults);
  const errors = state.previewing ? {} : form.formState.errors;
  const readOnly = state.previewing;
  // A second press (the header's icon, Enter in a field) while one send is pending sends nothing more.
  const submitOnce = useSubmitOnce(form.handleSubmit(onSend, onInvalid));
  // The popup opens on the first field, not on the header's Send (Enter there would mail the defaults unseen).
  const { setFocus } = form;
  useEffect(() => setFocus('CustomerName'), [setFocus]);

  return (
    <form id={formId} className="fk-job-email__form" noValidate aria-busy={sending} onSubmit={submitOnce}>
      <Field label={t('customerName')} required error={errors.CustomerName?.message}>
        <TextInput autoComplete="off" readOnly={readOnly} {...form.register('CustomerName')} />
      </Field>
      <Field label={t('to')} required hint={t('emailHint')} error={errors.To?.message}>
        <TextInput
          type="text"
          inputMode="email"
          autoComplete="off"
          readOnly={readOnly}
          {...form.register('To')}
        />
      </Field>
      <Field label={t('subject')} required error={errors.Subject?.message}>
        <TextInput autoComplete="off" readOnly={readOnly} {...form.register('Subject')} />
      </Field>
      <EmailAttachment
        fileName={state.fileName}
        attached={state.attached}
        onAttachedChange={state.setAttached}
        inBody={state.inBody}
        readOnly={readOnly}
      />
      <Field label={t('printLanguage')}>
        <Select
          value={state.language}
          onChange={(event) => state.setLanguage(event.target.value as PrintLanguage)}
        >
          {EmailJobLanguage.options.map((language) => (
            <option key={language} value={language} lang={language}>
              {t(`languageName_${language}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('body')} error={errors.Body?.message}>
        <TextArea rows={readOnly ? 3 : 5} readOnly={readOnly} {...form.register('Body')} />
      </Field>
    </form>
  );
}
