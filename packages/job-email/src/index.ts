/**
 * @fieldkit/job-email: job print and e-mail on the widget kit. The printout's rules, framework free (which sections
 * show and in what order, which checklist questions show, what a pricing line comes to, how durations, money,
 * ratings and attachments read), the e-mail form's rules and defaults, and the printout itself (`<JobPrint>`, one
 * component for the screen, the print area and the server's PDF). The e-mail popup and `<fk-job-email>` build on them.
 */

export { JobPrint, type JobPrintProps } from './components/JobPrint';
export { JobPrintView, type JobPrintViewProps } from './components/JobPrintView';
export type { JobPrintImages } from './components/PrintHeader';
export { type JobEmailT, useJobEmailTexts } from './hooks/useJobEmailTexts';
export { type JobPrintState, useJobPrintData } from './hooks/useJobPrintData';

export { groupByType, IMAGE_EXTENSIONS, isImageFile, ratingStars } from './model/attachments';
export {
  checkedOptions,
  type FieldKind,
  fieldKind,
  type ShownNode,
  shownChecklist,
  showsUnder,
} from './model/checklist';
export { formatDuration, hourAndMinutes, workDayMinutes } from './model/durations';
export {
  attachmentName,
  EMAIL_FIELD_MAX_LENGTH,
  type EmailFormT,
  type EmailJobValues,
  emailJobDefaults,
  emailJobSchema,
  SUBJECT_PREFIX,
} from './model/email-form';
export { type JobPrintData, loadJobPrintData, type PrintedJob } from './model/job-print-data';
export { formatMoney } from './model/money';
export {
  chargedHours,
  isTimeBased,
  type LineAmounts,
  lineAmounts,
  type PricingFigures,
  pricedQty,
} from './model/pricing';
export { addressLines, fileDataUrl, knownTimeZone, printDateTime, printDay } from './model/print-format';
export { hasTravel, printSections, settingCaption, settingOn } from './model/sections';
export {
  type JobEmailTextKey,
  jobEmailTexts,
  PRINT_LANGUAGES,
  type PrintLanguage,
  textsIn,
} from './model/texts';
