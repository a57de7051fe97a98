import { attachmentFileName, EmailJobLanguage, type UpdateMessage } from '@fieldkit/core/contract';
import type { PrintedJob, PrintLanguage } from '@fieldkit/job-print';
import { Field, Select, TextArea, TextInput, useSchemaForm, useSubmitOnce } from '@fieldkit/ui/forms';
import { type ComponentProps, useEffect, useMemo } from 'react';
import { useEmailJob, useEmailJobState, useJobEmailTexts } from '../hooks/widget';
import { emailJobDefaults, emailJobSchema } from '../model/email-form';
import type { EmailJobStart } from '../model/job-email';
import type { JobEmailTextKey } from '../model/texts';
import { EmailAttachment } from './EmailAttachment';

/** Props of {@link EmailJobForm}. */
export interface EmailJobFormProps {
  job: PrintedJob;
  /** What the form is filled from: the job's customer, its crew and the company's print setting. */
  start: EmailJobStart;
  /** The form's id: the header's Send icon and the preview's Send submit it. */
  formId: string;
  /** Called with the server's message once the e-mail is sent. */
  onSent: (message: UpdateMessage['Message']) => void;
}

/**
 * The e-mail form's fields on react-hook-form with the rules of spec section 5: required messages after a submit
 * attempt and never in preview, 200 characters at most, To one or more addresses separated by semicolons.
 */
export function EmailJobForm({ job, start, formId, onSent }: EmailJobFormProps) {
  const t = useJobEmailTexts();
  // The popup's model: its mode, the printout's language, the attachment, the send.
  const model = useEmailJob();
  const { customer, crew, htmlSetting } = start;
  const schema = useMemo(() => emailJobSchema(t), [t]);
  const form = useSchemaForm(
    schema,
    emailJobDefaults({
      WoJobId: job.woJobId,
      CustomerName: customer.CustomerName,
      crewEmails: crew.map((member) => member.Email),
    }),
  );
  const { previewing: readOnly, language, attached, sending } = useEmailJobState((state) => state);
  const errors = readOnly ? {} : form.formState.errors;
  // A second press (the header's icon, Enter in a field) while one send is pending sends nothing more.
  const submitOnce = useSubmitOnce(
    form.handleSubmit(async (values) => {
      const message = await model.send(values);
      if (message) onSent(message);
    }, model.showForm),
  );
  // The popup opens on the first field, not on the header's Send (Enter there would mail the defaults unseen).
  const { setFocus } = form;
  useEffect(() => setFocus('CustomerName'), [setFocus]);
  /** A required one-line field of the form, read-only in preview. */
  const textField = (
    name: 'CustomerName' | 'To' | 'Subject',
    label: JobEmailTextKey,
    input?: ComponentProps<typeof TextInput>,
    hint?: string,
  ) => (
    <Field label={t(label)} required hint={hint} error={errors[name]?.message}>
      <TextInput autoComplete="off" readOnly={readOnly} {...input} {...form.register(name)} />
    </Field>
  );

  return (
    <form id={formId} className="fk-job-email__form" noValidate aria-busy={sending} onSubmit={submitOnce}>
      {textField('CustomerName', 'customerName')}
      {textField('To', 'to', { type: 'text', inputMode: 'email' }, t('emailHint'))}
      {textField('Subject', 'subject')}
      <EmailAttachment
        fileName={attachmentFileName(htmlSetting, customer)}
        attached={attached}
        onAttachedChange={model.setAttached}
        inBody={htmlSetting.PrintJobHtml === 1}
        readOnly={readOnly}
      />
      <Field label={t('printLanguage')}>
        <Select value={language} onChange={(event) => model.setLanguage(event.target.value as PrintLanguage)}>
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
