// `pnpm check`, what `npm test` runs: every stage in order, each timed, stopping at the first that fails, and at the
// end a table of each stage's time and, for the test stages, how many tests ran, failed and needed a retry.
// `pnpm check:fast` is the inner loop's subset (see FAST below).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Tally } from './tally/tally';

interface Stage {
  name: string;
  /** A script of the root package.json, run through pnpm. */
  script: string;
  /** More arguments for it (a test stage's reporters). */
  args?: string[];
}

// CI retries a failed test once, as the end-to-end stage does (e2e/playwright.config.ts); the table says how often.
const VITEST_TALLY = [
  '--reporter=default',
  '--reporter=./scripts/tally/vitest-reporter.ts',
  ...(process.env.CI ? ['--retry=1'] : []),
];
const PLAYWRIGHT_TALLY = ['--reporter=list,./scripts/tally/playwright-reporter.ts'];

const STAGES: Stage[] = [
  { name: 'lint', script: 'lint' },
  { name: 'duplicates', script: 'check:duplicates' },
  { name: 'cycles', script: 'check:cycles' },
  { name: 'types', script: 'typecheck' },
  { name: 'build', script: 'build' },
  { name: 'size', script: 'check:size' },
  { name: 'unit', script: 'test:unit', args: VITEST_TALLY },
  { name: 'chaos', script: 'test:chaos', args: VITEST_TALLY },
  { name: 'packages', script: 'check:packages' },
  { name: 'e2e', script: 'test:e2e', args: PLAYWRIGHT_TALLY },
];

/**
 * The inner loop: lint, import cycles, types, and the unit tests that cover the files changed and not yet committed (what imports
 * them too), on SQLite only; no build, no chaos, no package checks, no browser.
 */
const FAST = process.argv.includes('--fast');

interface Outcome {
  stage: Stage;
  seconds: number;
  ok: boolean;
  tally: Tally | null;
}

function run(stage: Stage, tallyFile: string): Promise<Outcome> {
  const started = performance.now();
  console.info(`\n[check] ${stage.name}: pnpm run ${stage.script} ${(stage.args ?? []).join(' ')}`.trimEnd());
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['run', stage.script, ...(stage.args ?? [])], {
      stdio: 'inherit',
      env: { ...process.env, FIELDKIT_TALLY: tallyFile },
    });
    child.on('exit', (code, signal) => {
      let tally: Tally | null = null;
      try {
        tally = JSON.parse(readFileSync(tallyFile, 'utf8')) as Tally;
      } catch {
        // Not a test stage, or it ended before its reporter wrote.
      }
      rmSync(tallyFile, { force: true });
      resolve({
        stage,
        seconds: (performance.now() - started) / 1000,
        ok: code === 0 && signal === null,
        tally,
      });
    });
  });
}

function table(outcomes: Outcome[]): string {
  const rows = [
    ['stage', 'time', 'tests', 'failed', 'retried', ''],
    ...outcomes.map(({ stage, seconds, ok, tally }) => [
      stage.name,
      `${seconds.toFixed(1)} s`,
      tally ? tally.tests.toLocaleString('en-GB') : '',
      tally ? String(tally.failed) : '',
      tally ? `${tally.flaky} (${tally.retries} runs)` : '',
      ok ? 'ok' : 'FAILED',
    ]),
    [
      'total',
      `${outcomes.reduce((sum, o) => sum + o.seconds, 0).toFixed(1)} s`,
      outcomes.reduce((sum, o) => sum + (o.tally?.tests ?? 0), 0).toLocaleString('en-GB'),
      '',
      '',
      '',
    ],
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  '),
    )
    .join('\n');
}

const stages = FAST ? fastStages() : STAGES;
const folder = mkdtempSync(join(tmpdir(), 'fieldkit-check-'));
const outcomes: Outcome[] = [];
for (const stage of stages) {
  const outcome = await run(stage, join(folder, `${stage.name}.json`));
  outcomes.push(outcome);
  if (!outcome.ok) break;
}
rmSync(folder, { recursive: true, force: true });
console.info(`\n[check] ${FAST ? 'pnpm check:fast' : 'pnpm check'}\n${table(outcomes)}`);
const failed = outcomes.find((o) => !o.ok);
if (failed) console.error(`\n[check] stopped: ${failed.stage.name} failed`);
process.exit(failed ? 1 : 0);

function fastStages(): Stage[] {
  return [
    { name: 'lint', script: 'lint' },
    { name: 'cycles', script: 'check:cycles' },
    { name: 'types', script: 'typecheck' },
    { name: 'unit', script: 'test:unit', args: [...VITEST_TALLY, '--changed', '--project=!server-postgres'] },
  ];
}
