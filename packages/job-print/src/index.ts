/**
 * @fieldkit/job-print: the job's printout, on core and React only. Its rules, framework free (which sections show
 * and in what order, which checklist questions show, what a pricing line comes to, how durations, money, ratings and
 * attachments read, what its PDF is called), and `<JobPrint>`: one component for the printout on screen, the hidden
 * print area and the server's PDF, in any of the printout's languages.
 */

export { JobPrint, type JobPrintProps } from './components/JobPrint';
export type { JobPrintImages } from './components/PrintHeader';

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
export {
  type JobPrintT,
  type JobPrintTextKey,
  jobPrintTexts,
  PRINT_LANGUAGES,
  type PrintLanguage,
  textsIn,
} from './model/print-texts';
export { hasTravel, printSections, settingCaption, settingOn } from './model/sections';
