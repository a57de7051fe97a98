import type { UpdateMessage } from '@fieldkit/core/contract';
import type { PrintedJob } from '@fieldkit/job-print';
import { Dialog, IconButton, ListState, LoaderOverlay, useFieldkit, useStoreState } from '@fieldkit/ui';
import { useId } from 'react';
import { EmailJobContext, useCreateEmailJob, useJobEmailTexts } from '../hooks/widget';
import { JobEmailBody } from './JobEmailBody';

/** Props of {@link JobEmail}. */
export interface JobEmailProps {
  job: PrintedJob;
  open: boolean;
  /** Called with false by Cancel, Escape, and after the server took the e-mail. */
  onOpenChange: (open: boolean) => void;
  /** Called with the server's message once the e-mail is sent (a send log beside it loads again). */
  onSent?: (message: UpdateMessage['Message']) => void;
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
  // Mounted only while open: each opening starts from the job's values, in the form; another job, another popup.
  const { companyId, woJobId } = props.job;
  return props.open ? <OpenJobEmail key={`${companyId}:${woJobId}`} {...props} /> : null;
}

function OpenJobEmail({ job, onOpenChange, onSent, portalContainer }: JobEmailProps) {
  const t = useJobEmailTexts();
  const model = useCreateEmailJob(useFieldkit(), job);
  const start = useStoreState(model.store, (state) => state.start);
  const sending = useStoreState(model.store, (state) => state.sending);
  const formId = useId();
  const title = t('emailTitle', { number: start.value?.customer.WoNumber || job.woJobId });
  // While an e-mail is on its way the popup stays: what the server answers is said in it.
  const close = () => {
    if (!sending) onOpenChange(false);
  };
  return (
    <EmailJobContext.Provider value={model}>
      <Dialog
        part="dialog"
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
            formId={formId}
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
            onRetry={model.start}
            retryText={t('retry')}
          />
        )}
        <LoaderOverlay active={sending} label={t('sending')} portalContainer={portalContainer} />
      </Dialog>
    </EmailJobContext.Provider>
  );
}
