/**
 * `pnpm check:size`: measures every package entry (bench/sizes.ts) and the first paint of the shell's /home
 * (bench/first-paint.ts) and the page runtime (bench/runtime-sizes.ts) from the built dist folders, prints them with their budgets, and fails when one is over.
 */
import { measureFirstPaint } from './first-paint';
import { runtimeMeasures } from './runtime-sizes';
import { type Budgeted, budgetFailures, measureSizes } from './sizes';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const sizes = await measureSizes();
const firstPaint = await measureFirstPaint();
const measures: Budgeted[] = [
  ...sizes.map((row) => ({ entry: row.entry, gzip: row.budgeted, budget: row.budget })),
  { entry: 'shell first paint of /home (React in)', gzip: firstPaint.gzip, budget: firstPaint.budget },
  // The page runtime (@fieldkit/elements): script a page loads until its elements are defined, React in.
  ...runtimeMeasures(),
];

console.info('Gzip size with dependencies (React external unless said), lazy chunks included');
console.table(
  measures.map((m) => ({
    entry: m.entry,
    gzip: `${m.gzip} B (${kb(m.gzip)})`,
    budget: m.budget === null ? '' : `${m.budget} B (${kb(m.budget)})`,
    left: m.budget === null ? '' : `${m.budget - m.gzip} B`,
  })),
);

const failures = budgetFailures(measures);
if (failures.length > 0) {
  console.error(`\nSize budget exceeded:\n${failures.map((f) => `  ${f}`).join('\n')}`);
  console.error(
    'Make the entry smaller (see `pnpm bench` and an esbuild metafile), or discuss the budget first.',
  );
  process.exitCode = 1;
} else {
  console.info('All entries within their budgets.');
}
