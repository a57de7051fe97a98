/**
 * @fieldkit/sms-log: received SMS and e-mail alerts on the widget kit. This first part is the framework-free model
 * (the log popup's page, the viewer and its Save, the SMS reply); the popups and `<fk-sms-log>` build on it.
 */

export {
  type AlertKind,
  createSmsLog,
  replySegments,
  SMS_LOG_POPUP_ROWS,
  type SmsLog,
  type SmsLogOptions,
  type SmsLogState,
  type SmsReply,
} from './model/sms-log';
export { type SmsLogTextKey, smsLogTexts } from './model/texts';
