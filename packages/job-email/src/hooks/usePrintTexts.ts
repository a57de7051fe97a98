import { useWidgetTexts, type WidgetT } from '@fieldkit/ui';
import { type JobPrintTextKey, jobPrintTexts, textsIn } from '../model/print-texts';
import type { PrintLanguage } from '../model/texts';

/** A printout text. */
export type JobPrintT = WidgetT<JobPrintTextKey>;

/**
 * The printout's texts: given a `language`, the package's own file of that language (a printout in the customer's
 * language, whatever the user reads the app in); otherwise the host's `jobPrint` texts in the user's language, with
 * built-in English defaults.
 */
export function usePrintTexts(language?: PrintLanguage): JobPrintT {
  const host = useWidgetTexts('jobPrint', jobPrintTexts);
  return language ? textsIn(language) : host;
}
