/**
 * `pnpm check:duplicates`: no block of six or more lines should appear twice in packages/<name>/src (tests, stories
 * and typecheck fixtures aside). It fails when the count of repeated blocks (jscpd clones) is above the number recorded
 * in scripts/duplicates.json, which is 0: a block written twice belongs in a shared module.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Clone, distinctClones, duplicatesVerdict, type Place } from './duplicates';

const root = fileURLToPath(new URL('..', import.meta.url));
const { ceiling } = JSON.parse(readFileSync(join(root, 'scripts/duplicates.json'), 'utf8')) as {
  ceiling: number;
};

const out = mkdtempSync(join(tmpdir(), 'fk-duplicates-'));
let clones: Clone[];
try {
  execFileSync(
    join(root, 'node_modules/.bin/jscpd'),
    [
      ...readdirSync(join(root, 'packages')).map((name) => `packages/${name}/src`),
      '--min-lines',
      '6',
      '--ignore',
      '**/*.test.*,**/*.stories.*,**/*.typecheck.ts',
      '--reporters',
      'json',
      '--output',
      out,
      '--silent',
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  clones = distinctClones(
    (JSON.parse(readFileSync(join(out, 'jscpd-report.json'), 'utf8')) as { duplicates: Clone[] }).duplicates,
  );
} finally {
  rmSync(out, { recursive: true, force: true });
}

const where = (place: Place) => `${place.name}:${place.start}-${place.end}`;
for (const clone of clones) {
  console.info(`${clone.lines} lines: ${where(clone.firstFile)} = ${where(clone.secondFile)}`);
}

const verdict = duplicatesVerdict(clones.length, ceiling);
if (verdict.ok) console.info(verdict.message);
else console.error(verdict.message);
if (!verdict.ok) process.exitCode = 1;
