import { attachmentFileName, type UpdateMessage } from '@fieldkit/core/contract';
import type { PrintedJob } from '@fieldkit/job-print';
import { ListState, useFocusToggle } from '@fieldkit/ui';
import { useEmailJob, useEmailJobState, useJobEmailTexts } from '../hooks/widget';
import type { EmailJobStart } from '../model/job-email';
import { EmailJobForm } from './EmailJobForm';
import { PdfPreview } from './PdfPreview';

interface JobEmailBodyProps {
  job: PrintedJob;
  start: EmailJobStart;
  formId: string;
  onSent: (message: UpdateMessage['Message']) => void;
}

/** The form and its preview, once the job's customer, crew and the company's print setting are known. */
export function JobEmailBody({ job, start, formId, onSent }: JobEmailBodyProps) {
  const t = useJobEmailTexts();
  const model = useEmailJob();
  const { previewing, preview, sending, failure } = useEmailJobState((state) => state);
  // The toggle pressed goes away with the mode it left: the focus moves to the one that takes its place.
  const focus = useFocusToggle(previewing, (next) => (next ? model.showPreview() : model.showForm()));
  return (
    <div className="fk-job-email__body" data-fk-mode={previewing ? 'preview' : 'form'}>
      <EmailJobForm job={job} start={start} formId={formId} onSent={onSent} />
      {failure ? (
        <p role="alert" className="fk-job-email__failure">
          {t(failure.key, { code: failure.code })}
        </p>
      ) : null}
      {previewing ? (
        preview.value ? (
          <PdfPreview pdf={preview.value} fileName={attachmentFileName(start.htmlSetting, start.customer)} />
        ) : (
          <ListState
            status={preview.status}
            loadingText={t('previewLoading')}
            errorText={t('previewFailed')}
            onRetry={model.retryPreview}
            retryText={t('retry')}
          />
        )
      ) : null}
      <div className="fk-dialog__actions">
        {previewing ? (
          <>
            <button ref={focus.on} type="button" className="fk-button" onClick={() => focus.press(false)}>
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
            ref={focus.off}
            type="button"
            className="fk-button"
            data-fk-variant="primary"
            onClick={() => focus.press(true)}
          >
            {t('preview')}
          </button>
        )}
      </div>
    </div>
  );
}
