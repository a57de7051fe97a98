import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

// The README's React quick start is examples/react-quick-start/src/main.tsx, character for character: the code the
// React quick start spec packs, installs, type-checks, builds and drives in Chromium is the code the README shows.

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const FENCE = '`'.repeat(3);
const section = readme.split('### React quick start')[1] ?? '';
const block = new RegExp(`${FENCE}tsx\\n([\\s\\S]*?)${FENCE}`).exec(section)?.[1];

describe("the README's React quick start", () => {
  test('is the quick start app’s src/main.tsx', () => {
    const main = readFileSync(new URL('../examples/react-quick-start/src/main.tsx', import.meta.url), 'utf8');
    expect(block).toBe(main);
  });

  test('is 15 lines or fewer', () => {
    expect(block?.trimEnd().split('\n').length).toBeLessThanOrEqual(15);
  });
});
