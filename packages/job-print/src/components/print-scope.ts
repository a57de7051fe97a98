import type { JobPrintData } from '../model/job-print-data';
import type { JobPrintT } from '../model/print-texts';

/** What every part of the printout reads: the texts, the data, the job's time zone and work day. */
export interface PrintScope {
  t: JobPrintT;
  data: JobPrintData;
  /** The job's time zone (its TimeZoneId), when Intl knows it. */
  timeZone: string | undefined;
  /** The company's work day in minutes (durations and multi-day hours). */
  dayMinutes: number;
  /** Sanitises an html answer; null where no sanitiser can run (then the answer shows as text). */
  sanitizeHtml: ((html: string) => string) | null;
}
