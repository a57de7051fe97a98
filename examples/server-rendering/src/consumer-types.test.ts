import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

// consumer.tsx compiled as a host's own TypeScript compiles it: against the packages' published declarations (their
// exports' `types`, no workspace paths) with `skipLibCheck: false`, so an error in any shipped .d.ts fails here, and
// so does a `fk-*` tag TSX does not know or a prop of the wrong type.

const here = fileURLToPath(new URL('..', import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

test('the published types compile in a strict host with skipLibCheck off, the fk-* tags typed in TSX', () => {
  let output = '';
  try {
    execFileSync(process.execPath, [tsc, '-p', 'tsconfig.consumer.json'], { cwd: here, encoding: 'utf8' });
  } catch (error) {
    output = String((error as { stdout?: string }).stdout ?? error);
  }
  expect(output).toBe('');
}, 60_000);
