/**
 * @fieldkit/job-email: job print and e-mail on the widget kit. This first part holds the printout's rules, framework
 * free (which sections show and in what order, which checklist questions show, what a pricing line comes to, how
 * durations, money, ratings and attachments read) and the e-mail form's rules and defaults. The printout, the e-mail
 * popup and `<fk-job-email>` build on them.
 */

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
export { hasTravel, printSections, settingCaption, settingOn } from './model/sections';
export { type JobEmailTextKey, jobEmailTexts } from './model/texts';
