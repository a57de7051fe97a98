import type { UpdateMessage } from '@fieldkit/core/contract';
import type { PrintedJob } from '@fieldkit/job-print';
import { Icon } from '@fieldkit/ui';
import { type ReactNode, useState } from 'react';
import { useEmailJobLog } from '../hooks/useEmailJobLog';
import { useJobEmailTexts } from '../hooks/widget';
import { EmailJobLog } from './EmailJobLog';
import { JobEmail } from './JobEmail';

/** Props of {@link JobEmailWidget}. */
export interface JobEmailWidgetProps {
  job: PrintedJob;
  /** Shows the job's send log under the button (the job details screen does). */
  showLog?: boolean;
  /** Other buttons of the job shown beside 'Email Job' (the app's 'Print'). */
  actions?: ReactNode;
  /** Called with the server's message after each e-mail sent. */
  onSent?: (message: UpdateMessage['Message']) => void;
}

/** 'Email Job' for one job: the button, its popup, and the job's send log, which grows after each send. */
export function JobEmailWidget({ job, showLog = false, actions, onSent }: JobEmailWidgetProps) {
  const t = useJobEmailTexts();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(0);
  const log = useEmailJobLog(job, sent, showLog);
  return (
    <div className="fk-job-email-widget">
      <div className="fk-job-email-widget__actions">
        <button type="button" className="fk-button" part="button" onClick={() => setOpen(true)}>
          <Icon name="mail" />
          {t('emailJob')}
        </button>
        {actions}
      </div>
      <JobEmail
        job={job}
        open={open}
        onOpenChange={setOpen}
        onSent={(message) => {
          setSent((count) => count + 1);
          onSent?.(message);
        }}
      />
      {showLog ? <EmailJobLog log={log} /> : null}
    </div>
  );
}
