import { useWidgetTexts, type WidgetT } from '@fieldkit/ui';
import { type JobEmailTextKey, jobEmailTexts, type PrintLanguage, textsIn } from '../model/texts';

/** A job e-mail text: the host's `jobEmail` translation when it has one, the built-in English otherwise. */
export type JobEmailT = WidgetT<JobEmailTextKey>;

/**
 * Texts of the `jobEmail` namespace with built-in English defaults; given a `language`, the package's own file of
 * that language instead (a printout in the customer's language, whatever the user reads the app in).
 */
export function useJobEmailTexts(language?: PrintLanguage): JobEmailT {
  const host = useWidgetTexts('jobEmail', jobEmailTexts);
  return language ? textsIn(language) : host;
}
