import { useFieldkit, useStoreChange } from '@fieldkit/ui';
import type { ReactNode } from 'react';
import { SmsLogContext, useCreateSmsLog } from '../hooks/widget';
import type { AlertKind } from '../model/alert-counts';
import type { SmsLogModel } from '../model/sms-log';
import { NotificationViewer } from './NotificationViewer';
import { SmsEmailAlerts } from './SmsEmailAlerts';
import { SmsLog } from './SmsLog';
import { SmsReplyDialog } from './SmsReplyDialog';

/** Props of {@link SmsLogWidget}. */
export interface SmsLogWidgetProps {
  /** A log the host made with `createSmsLog`; made here when absent. */
  log?: SmsLogModel;
  /** Classes of the alerts' buttons (the shell's top bar gives its icon class). */
  buttonClassName?: string;
  /** Classes of the alerts' count badges (the shell's top bar gives its badge class). */
  badgeClassName?: string;
  /** Where each log's 'More' link goes; the full app's report screens by default. */
  hrefs?: Readonly<Record<AlertKind, string>>;
  /** Follows 'More' within a single-page host (its router) instead of loading the page. */
  onOpenLog?: (href: string) => void;
  /** Called with the unread SMS and e-mail counts whenever one changes. */
  onCountsChange?: (counts: Readonly<Record<AlertKind, number>>) => void;
  /**
   * The host's own parts that read this widget's model (`useSmsLog`), rendered first inside its provider: a count shown elsewhere on the host's page.
   */
  children?: ReactNode;
}

/**
 * Received SMS and e-mail alerts: the top bar's 'SMS' and 'E-mail' buttons with their unread counts, the log popup
 * each opens, the 'Read Notification' viewer and the SMS reply.
 */
export function SmsLogWidget({
  log: given,
  buttonClassName,
  badgeClassName,
  hrefs,
  onOpenLog,
  onCountsChange,
  children,
}: SmsLogWidgetProps) {
  const log = useCreateSmsLog(useFieldkit(), given);
  useStoreChange(log.counts.store, (state) => state.counts, onCountsChange);
  return (
    <SmsLogContext.Provider value={log}>
      <span className="fk-sms-log-widget">
        {children}
        <SmsEmailAlerts className={buttonClassName} badgeClassName={badgeClassName} />
        <SmsLog hrefs={hrefs} onOpenLog={onOpenLog} />
        <NotificationViewer />
        <SmsReplyDialog />
      </span>
    </SmsLogContext.Provider>
  );
}
