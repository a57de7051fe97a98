import type { JobPrintT, PrintLanguage } from '@fieldkit/job-print';
import { sanitizeUntrustedHtml } from '@fieldkit/ui/html';
import { usePrintTexts } from './usePrintTexts';

/** What `<JobPrint>` takes on a screen beside its data (spread into it). */
export interface ScreenPrintout {
  /** The printout's language, when one was asked for. */
  language: PrintLanguage | undefined;
  /** The host's `jobPrint` texts in the user's language, or the asked language's file. */
  texts: JobPrintT;
  /** The app's one sanitiser of untrusted HTML, for html checklist answers. */
  sanitizeHtml: (html: string) => string;
}

const sanitizeHtml = (html: string) => sanitizeUntrustedHtml(html).html;

/** The host's texts (or those of the `language` asked for) and the app's sanitiser, for `<JobPrint>` on a screen. */
export function useScreenPrintout(language?: PrintLanguage): ScreenPrintout {
  return { language, texts: usePrintTexts(language), sanitizeHtml };
}
