import { type JobPrintT, jobPrintTexts, type PrintLanguage, textsIn } from '@fieldkit/job-print';
import { useWidgetTexts } from '@fieldkit/ui';

/**
 * The printout's texts: given a `language`, the printout's own file of that language (a printout in the customer's
 * language, whatever the user reads the app in); otherwise the host's `jobPrint` texts in the user's language, with
 * built-in English defaults.
 */
export function usePrintTexts(language?: PrintLanguage): JobPrintT {
  const host = useWidgetTexts('jobPrint', jobPrintTexts);
  return language ? textsIn(language) : host;
}
