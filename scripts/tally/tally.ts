import { writeFileSync } from 'node:fs';

/** What a test stage ran, as its reporter writes it for `pnpm check`'s table. */
export interface Tally {
  tests: number;
  passed: number;
  failed: number;
  skipped: number;
  /** Tests that passed only on a retry: each one a defect to fix, not to hide. */
  flaky: number;
  /** Runs beyond each test's first. */
  retries: number;
}

/** Writes the tally where `pnpm check` asked for it (`FIELDKIT_TALLY`); outside `pnpm check`, nothing. */
export function writeTally(tally: Tally): void {
  const file = process.env.FIELDKIT_TALLY;
  if (file) writeFileSync(file, JSON.stringify(tally));
}
