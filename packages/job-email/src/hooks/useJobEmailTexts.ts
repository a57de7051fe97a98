import { useWidgetTexts, type WidgetT } from '@fieldkit/ui';
import { type JobEmailTextKey, jobEmailTexts } from '../model/texts';

/** A job e-mail text: the host's `jobEmail` translation when it has one, the built-in English otherwise. */
export type JobEmailT = WidgetT<JobEmailTextKey>;

/** Texts of the `jobEmail` namespace, in the user's language, with built-in English defaults. */
export function useJobEmailTexts(): JobEmailT {
  return useWidgetTexts('jobEmail', jobEmailTexts);
}
