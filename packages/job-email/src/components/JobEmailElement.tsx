import type { UpdateMessage } from '@fieldkit/core/contract';
import { useSession } from '@fieldkit/ui';
import { JobEmailWidget } from './JobEmailWidget';

/** Props of {@link JobEmailElement}: what `<fk-job-email>` reads from its attributes besides `config-url` and `token`. */
export interface JobEmailElementProps {
  /** The job (attribute `wo-job-id`), of the signed-in user's company. */
  woJobId?: number;
  /** Shows the job's send log under the button (attribute `show-log`). */
  showLog?: boolean;
  /** Dispatched as `fk-sent` with the server's message as detail. */
  onSent?: (message: UpdateMessage['Message']) => void;
}

/** `<fk-job-email>`'s content once the element is connected: 'Email Job' for its job, the popup, the send log. */
export function JobEmailElement({ woJobId, showLog, onSent }: JobEmailElementProps) {
  const companyId = useSession((state) => state.session?.CompanyId);
  if (!woJobId || companyId === undefined) return null;
  return (
    <JobEmailWidget job={{ companyId, woJobId }} showLog={showLog === true} {...(onSent ? { onSent } : {})} />
  );
}
