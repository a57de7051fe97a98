import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

// What a host installs with each published package: its licence, its changelog (kept by changesets), and dependency
// ranges it can share with its own copies of the same libraries instead of a second copy forced by an exact pin.

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

interface Manifest {
  name: string;
  private?: boolean;
  license?: string;
  files?: string[];
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const published = readdirSync(join(root, 'packages'))
  .map((folder) => ({ folder, manifest: JSON.parse(read(`packages/${folder}/package.json`)) as Manifest }))
  .filter(({ manifest }) => !manifest.private);

/** A range several versions satisfy: a caret, a tilde, a lower bound, or a workspace sibling's caret. */
const SHARED_RANGE = /^(workspace:\^|\^|~|>=)/;

test('the packages published are the nine of the SDK', () => {
  expect(published.map(({ manifest }) => manifest.name).sort()).toEqual([
    '@fieldkit/chat-widget',
    '@fieldkit/core',
    '@fieldkit/elements',
    '@fieldkit/job-email',
    '@fieldkit/job-print',
    '@fieldkit/notes-widget',
    '@fieldkit/sms-log',
    '@fieldkit/ui',
    '@fieldkit/video-call',
  ]);
});

describe.each(published)('$manifest.name', ({ folder, manifest }) => {
  test('carries the root LICENSE word for word, and says MIT', () => {
    expect(read(`packages/${folder}/LICENSE`)).toBe(read('LICENSE'));
    expect(manifest.license).toBe('MIT');
  });

  test('has a changelog in the form changesets keeps, published with it', () => {
    expect(read(`packages/${folder}/CHANGELOG.md`)).toMatch(
      new RegExp(`^# ${manifest.name}\\n\\n## \\d+\\.\\d+\\.\\d+\\n`),
    );
    expect(manifest.files).toContain('CHANGELOG.md');
  });

  test('asks ranges of its dependencies and peers, never an exact version', () => {
    const specs = { ...manifest.dependencies, ...manifest.peerDependencies };
    const pinned = Object.entries(specs).filter(([, spec]) => !SHARED_RANGE.test(spec));
    expect(pinned).toEqual([]);
  });
});

test('changesets versions the SDK as one (its packages share one runtime), and leaves the apps alone', () => {
  const config = JSON.parse(read('.changeset/config.json')) as {
    fixed: string[][];
    access: string;
    privatePackages: { version: boolean; tag: boolean };
  };
  expect(config.fixed).toEqual([['@fieldkit/*']]);
  expect(config.access).toBe('public');
  expect(config.privatePackages).toEqual({ version: false, tag: false });
});
