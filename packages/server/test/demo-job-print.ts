import { readFileSync } from 'node:fs';

// What the tests know of the demo's job print data (fixtures/demo/job-print.json, described in fixtures/README.md).

/** bob's job with every section. */
export const PRINT_JOB = 5001;
/** carol's job with a crew: carol, bob and alice. */
export const CREW_JOB = 5003;
/** bob's two-day job, priced in work group 6. */
export const MULTI_DAY_JOB = 5004;
/** Acme's work day under multi-day scheduling, in minutes. */
export const ACME_WORK_DAY_MINUTES = 450;
/** The checklists filled in on job 5001. */
export const CHECKLISTS = { inspection: 601, handover: 602 } as const;
/** Acme prints checklists and pricing first; shipping, RMA parts and the supervisor's signature box are off. */
export const ACME_SECTION_ORDER = [9, 6, 1, 7, 8, 18, 2, 3, 4, 20, 10, 11, 5];
export const ACME_DISABLED = [4, 5, 17];
/** The hostile answer a renderer must sanitise: an image whose error handler would run script. */
export const HOSTILE_HTML_ANSWER = '<p>Looks fine to me.</p><img src=x onerror=alert(1)>';

/** The files of the job print data: their names in `fixtures/media/`, where they are kept under the uploads folder. */
export const JOB_PRINT_MEDIA = (
  JSON.parse(readFileSync(new URL('../fixtures/demo/job-print.json', import.meta.url), 'utf8')) as {
    files: Record<
      | 'acmeLogo'
      | 'acmeHeader'
      | 'acmeFooter'
      | 'borealisLogo'
      | 'borealisHeader'
      | 'borealisFooter'
      | 'signature',
      { file: string; path: string }
    >;
  }
).files;
