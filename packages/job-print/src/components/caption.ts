import { type JobPrintTextKey, jobPrintTexts } from '../model/print-texts';
import { settingCaption } from '../model/sections';
import type { PrintScope } from './print-scope';

/** A setting's caption in the printout: the company's own, else the printout's text of `key` in its language. */
export const captionOf = (print: PrintScope, settingId: number, key: JobPrintTextKey): string =>
  settingCaption(print.data.settings, settingId, print.t(key), jobPrintTexts[key]);
