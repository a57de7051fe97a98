/**
 * @fieldkit/sms-log: received SMS and e-mail alerts, as React components (`<SmsLogWidget>`: the top bar's
 * `<SmsEmailAlerts>` with their unread counts, the `<SmsLog>` popup, the `<NotificationViewer>` and the SMS reply) and
 * the `<fk-sms-log>` element, on a framework-free model.
 */

export { MessageTable, type MessageTableProps } from './components/MessageTable';
export { NotificationViewer } from './components/NotificationViewer';
export { SmsEmailAlerts, type SmsEmailAlertsProps } from './components/SmsEmailAlerts';
export { SMS_LOG_HREFS, SmsLog, type SmsLogProps } from './components/SmsLog';
export { SmsLogReport, type SmsLogReportProps } from './components/SmsLogReport';
export { SmsLogWidget, type SmsLogWidgetProps } from './components/SmsLogWidget';
export { SmsReplyDialog } from './components/SmsReplyDialog';
export { SmsLogContext, useSmsLog } from './hooks/SmsLogContext';
export { useCreateSmsLog } from './hooks/useCreateSmsLog';
export { useAlertCounts, useSmsLogPage, useSmsLogState } from './hooks/useSmsLogState';
export { type SmsLogT, useSmsLogTexts } from './hooks/useSmsLogTexts';
export {
  ALERT_SETTING,
  type AlertCounts,
  type AlertCountsState,
  type AlertKind,
  createAlertCounts,
} from './model/alert-counts';
export {
  createSmsLog,
  type DayRange,
  EXCERPT_LENGTH,
  lastDays,
  messageExcerpt,
  rangeInstants,
  replySegments,
  SMS_LOG_POPUP_ROWS,
  SMS_LOG_SEARCH_DELAY_MS,
  type SmsLogModel,
  type SmsLogOptions,
  type SmsLogState,
  type SmsReply,
} from './model/sms-log';
export { type SmsLogTextKey, smsLogTexts } from './model/texts';
