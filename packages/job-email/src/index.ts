/**
 * @fieldkit/job-email: job e-mail on the widget kit. The e-mail popup `<JobEmail>` (the form of spec section 5 on
 * react-hook-form, its preview the PDF the server prints, Send mailing exactly those bytes), the job's send log,
 * and 'Email Job' with both (`<JobEmailWidget>`; `<fk-job-email>` in ./element). The printout itself, `<JobPrint>`,
 * and its rules are in ./print: the popup never renders it (the server does), so an app that only e-mails jobs
 * does not load it.
 */

export { EmailJobForm, type EmailJobFormProps } from './components/EmailJobForm';
export { EmailJobLog, type EmailJobLogProps } from './components/EmailJobLog';
export { JobEmail, type JobEmailProps } from './components/JobEmail';
export { JobEmailWidget, type JobEmailWidgetProps } from './components/JobEmailWidget';
export { PdfPreview, type PdfPreviewProps } from './components/PdfPreview';
export { useEmailJobLog } from './hooks/useEmailJobLog';
export {
  EmailJobContext,
  emailJobWidget,
  type JobEmailT,
  useCreateEmailJob,
  useEmailJob,
  useEmailJobState,
  useJobEmailTexts,
  useMaybeEmailJob,
} from './hooks/widget';

export {
  EMAIL_FIELD_MAX_LENGTH,
  type EmailFormT,
  type EmailJobValues,
  emailJobDefaults,
  emailJobSchema,
  SUBJECT_PREFIX,
} from './model/email-form';
export {
  createEmailJob,
  type EmailJob,
  type EmailJobFailure,
  type EmailJobOptions,
  type EmailJobState,
} from './model/email-job';
export {
  createEmailJobSender,
  type EmailJobSend,
  type EmailJobStart,
  emailJobPayload,
  type JobEmailApi,
  jobEmailCalls,
  loadEmailJobStart,
  loadPreviewPdf,
  type PreviewPdf,
  type SendFailure,
  sendFailure,
  sha256Hex,
} from './model/job-email';
export { type JobEmailTextKey, jobEmailTexts } from './model/texts';
