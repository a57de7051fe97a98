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
export { useAlertCounts, useSmsLogPage } from './hooks/useSmsLogPage';
export {
  SmsLogContext,
  type SmsLogT,
  smsLogWidget,
  useCreateSmsLog,
  useMaybeSmsLog,
  useSmsLog,
  useSmsLogState,
  useSmsLogTexts,
} from './hooks/widget';
export {
  ALERT_SETTING,
  type AlertCounts,
  type AlertCountsState,
  type AlertKind,
  createAlertCounts,
} from './model/alert-counts';
export { type DayRange, lastDays, rangeInstants } from './model/day-range';
export { EXCERPT_LENGTH, messageExcerpt } from './model/excerpt';
export { SMS_LOG_POPUP_ROWS, SMS_LOG_SEARCH_DELAY_MS } from './model/log';
export { replySegments } from './model/reply';
export type { SmsLogState, SmsReply } from './model/scope';
export { createSmsLog, type SmsLogModel, type SmsLogOptions } from './model/sms-log';
export { type SmsLogTextKey, smsLogTexts } from './model/texts';
