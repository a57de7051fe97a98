import { attachmentFileName, type UpdateMessage } from '@fieldkit/core/contract';
import type { PrintedJob, PrintLanguage } from '@fieldkit/job-print';
import { Dialog, IconButton, ListState, LoaderOverlay, useFieldkit, useFocusFollows } from '@fieldkit/ui';
import { useId, useMemo, useRef, useState } from 'react';
import { useEmailJobStart } from '../hooks/useEmailJobStart';
import { useJobEmailClient } from '../hooks/useJobEmailClient';
import { useJobEmailTexts } from '../hooks/useJobEmailTexts';
import { usePreviewPdf } from '../hooks/usePreviewPdf';
import { emailJobDefaults } from '../model/email-form';
import { type EmailJobStart, type JobEmailClient, sendFailure } from '../model/job-email';
import type { JobEmailTextKey } from '../model/texts';
import { EmailJobForm, type EmailJobFormState } from './EmailJobForm';
import { PdfPreview } from './PdfPreview';

/** Props of {@link JobEmail}. */
export interface JobEmailProps {
  job: PrintedJob;
  open: boolean;
  /** Called with false by Cancel, Escape, and after the server took the e-mail. */
  onOpenChange: (open: boolean) => void;
  /** Called with the server's message once the e-mail is sent (a send log beside it loads again). */
  onSent?: (message: UpdateMessage['Message']) => void;
  /** The calls to use instead of the provider's Fieldkit's (a story's). */
  client?: JobEmailClient;
  /** Where the popup is portalled (a div inside a shadow root for custom elements). */
  portalContainer?: HTMLElement | null;
}

/**
 * The job e-mail popup (spec 2.3, 4 "Email job", 5 "Email job form"): Customer Name, To, Subject, the attachment
 * with its remove icon, Body and the printout's language, on react-hook-form with the rules of section 5; Send and
 * Cancel icons in its header; Preview shows, read-only, the PDF the server prints for this job, and Send mails
 * exactly those bytes (the server refuses when the job changed since). Sent, it closes with a notice of the server's
 * message; refused or unreachable, it says why and keeps everything typed.
 */
export function JobEmail(props: JobEmailProps) {
  // Mounted only while open: each opening starts from the job's values, in the form.
  return props.open ? <OpenJobEmail {...props} /> : null;
}

function OpenJobEmail({ job, onOpenChange, onSent, client: given, portalContainer }: JobEmailProps) {
  const t = useJobEmailTexts();
  const client = useJobEmailClient(given);
  const start = useEmailJobStart(client, job);
  const formId = useId();
  const [sending, setSending] = useState(false);
  const title = t('emailTitle', { number: start.value?.customer.WoNumber || job.woJobId });
  // While an e-mail is on its way the popup stays: what the server answers is said in it.
  const close = () => {
    if (!sending) onOpenChange(false);
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={title}
      className="fk-job-email"
      fullScreenOnPhone
      portalContainer={portalContainer}
      headerActions={
        <>
          <IconButton
            label={t('send')}
            icon="send"
            type="submit"
            form={formId}
            title={t('send')}
            aria-disabled={sending || !start.value ? 'true' : undefined}
          />
          <IconButton
            label={t('cancel')}
            icon="close"
            title={t('cancel')}
            aria-disabled={sending ? 'true' : undefined}
            onClick={close}
          />
        </>
      }
    >
      {start.value ? (
        <JobEmailBody
          job={job}
          start={start.value}
          client={client}
          formId={formId}
          sending={sending}
          setSending={setSending}
          onSent={(message) => {
            onSent?.(message);
            onOpenChange(false);
          }}
        />
      ) : (
        <ListState
          status={start.status}
          loadingText={t('loadingJob')}
          errorText={t('jobLoadFailed')}
          onRetry={start.retry}
          retryText={t('retry')}
        />
      )}
      <LoaderOverlay active={sending} label={t('sending')} portalContainer={portalContainer} />
    </Dialog>
  );
}

interface JobEmailBodyProps {
  job: PrintedJob;
  start: EmailJobStart;
  client: JobEmailClient;
  formId: string;
  sending: boolean;
  setSending: (sending: boolean) => void;
  onSent: (message: UpdateMessage['Message']) => void;
}

/** The form and its preview, once the job's customer, crew and the company's print setting are known. */
function JobEmailBody({ job, start, client, formId, sending, setSending, onSent }: JobEmailBodyProps) {
  const t = useJobEmailTexts();
  const fieldkit = useFieldkit();
  const { customer, crew, htmlSetting } = start;
  const defaults = useMemo(
    () =>
      emailJobDefaults({
        WoJobId: job.woJobId,
        CustomerName: customer.CustomerName,
        crewEmails: crew.map((member) => member.Email),
      }),
    [job.woJobId, customer.CustomerName, crew],
  );
  const [previewing, setPreviewing] = useState(false);
  // The toggle pressed goes away with the mode it left: the focus moves to the one that takes its place.
  const backRef = useRef<HTMLButtonElement>(null);
  const previewRef = useRef<HTMLButtonElement>(null);
  const markToggle = useFocusFollows(previewing, (now) => (now ? backRef : previewRef).current);
  const toggle = (next: boolean) => {
    markToggle();
    setPreviewing(next);
  };
  const [language, setLanguage] = useState<PrintLanguage>(customer.PrintLanguage);
  const [attached, setAttached] = useState(true);
  const [failure, setFailure] = useState<{ key: JobEmailTextKey; code?: number } | null>(null);
  const preview = usePreviewPdf(client, job, language, previewing);
  const inBody = htmlSetting.PrintJobHtml === 1;
  const fileName = attachmentFileName(htmlSetting, customer);

  const state: EmailJobFormState = {
    previewing,
    language,
    setLanguage,
    attached,
    setAttached,
    inBody,
    fileName,
  };

  const send = async (values: Parameters<JobEmailClient['send']>[1]['values']) => {
    // From the preview, only what it shows is sent: not before the PDF is there.
    if (previewing && !preview.value) return;
    setSending(true);
    setFailure(null);
    try {
      const message = await client.send(job, {
        values,
        attach: attached,
        language,
        preview: preview.value,
      });
      if (message.Severity !== 'success') {
        setFailure({ key: 'sendRefused', code: message.MessageCode });
        return;
      }
      fieldkit.notices.getState().push({
        severity: 'success',
        ns: 'jobEmail',
        title: 'emailSent',
        text: String(message.MessageCode),
        values: { code: message.MessageCode },
      });
      onSent(message);
    } catch (error) {
      console.warn('Job e-mail: not sent', error);
      const why = sendFailure(error);
      setFailure({ key: why });
      // The job changed: the preview shown is not what would go; the new one is prepared and shown.
      if (why === 'changedSincePreview') {
        preview.retry();
        setPreviewing(true);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="fk-job-email__body" data-fk-mode={previewing ? 'preview' : 'form'}>
      <EmailJobForm
        formId={formId}
        defaults={defaults}
        state={state}
        sending={sending}
        onSend={send}
        onInvalid={() => setPreviewing(false)}
      />
      {failure ? (
        <p role="alert" className="fk-job-email__failure">
          {t(failure.key, { code: failure.code })}
        </p>
      ) : null}
      {previewing ? (
        preview.value ? (
          <PdfPreview pdf={preview.value} fileName={fileName} />
        ) : (
          <ListState
            status={preview.status}
            loadingText={t('previewLoading')}
            errorText={t('previewFailed')}
            onRetry={preview.retry}
            retryText={t('retry')}
          />
        )
      ) : null}
      <div className="fk-dialog__actions">
        {previewing ? (
          <>
            <button ref={backRef} type="button" className="fk-button" onClick={() => toggle(false)}>
              {t('back')}
            </button>
            <button
              type="submit"
              form={formId}
              className="fk-button"
              data-fk-variant="primary"
              aria-disabled={sending || !preview.value ? 'true' : undefined}
            >
              {sending ? t('sending') : t('send')}
            </button>
          </>
        ) : (
          <button
            ref={previewRef}
            type="button"
            className="fk-button"
            data-fk-variant="primary"
            onClick={() => toggle(true)}
          >
            {t('preview')}
          </button>
        )}
      </div>
    </div>
  );
}
