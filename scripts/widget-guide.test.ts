import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

// The widget guide (docs/widget-kit.md) builds the job log in examples/job-log: every code block of the guide whose
// first line names a file (`// src/model/job-log.ts`) is that file, character for character, so the guide's code is
// the code the workspace compiles and tests.

const guide = readFileSync(new URL('../docs/widget-kit.md', import.meta.url), 'utf8');
const example = new URL('../examples/job-log/', import.meta.url);
const FENCE = '`'.repeat(3);
const blocks = [
  ...guide.matchAll(new RegExp(`${FENCE}[a-z]*\\n(// (src/[^\\n]+)\\n[\\s\\S]*?)${FENCE}`, 'g')),
].map((match) => ({ path: match[2] as string, code: match[1] as string }));

describe("the widget guide's job log", () => {
  test('names the contract, the model, the declaration, the component and the element', () => {
    expect(blocks.map((block) => block.path)).toEqual([
      'src/contract.ts',
      'src/model/job-log.ts',
      'src/hooks/widget.ts',
      'src/components/JobLogWidget.tsx',
      'src/element.ts',
    ]);
  });

  for (const { path, code } of blocks)
    test(`${path} is the file examples/job-log/${path}`, () => {
      const file = new URL(path, example);
      expect(existsSync(file), `examples/job-log/${path} is missing`).toBe(true);
      expect(code).toBe(readFileSync(file, 'utf8'));
    });
});
