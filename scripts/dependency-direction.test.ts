import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The README's rule, package by package: which of the workspace's modules a package's shipped sources may import
 * (`core` ← `ui` ← widgets ← `shell`; the printout on core alone; the server on the contract and the printout).
 */
const MAY_IMPORT: Record<string, readonly string[]> = {
  core: [],
  ui: ['@fieldkit/core'],
  'job-print': ['@fieldkit/core'],
  'chat-widget': ['@fieldkit/core', '@fieldkit/ui'],
  'notes-widget': ['@fieldkit/core', '@fieldkit/ui'],
  'sms-log': ['@fieldkit/core', '@fieldkit/ui'],
  'video-call': ['@fieldkit/core', '@fieldkit/ui'],
  'job-email': ['@fieldkit/core', '@fieldkit/ui', '@fieldkit/job-print'],
  // The loader imports nothing: its build (scripts/) bundles the widgets' elements beside it.
  elements: [],
  server: ['@fieldkit/core/contract', '@fieldkit/job-print'],
  shell: [
    '@fieldkit/core',
    '@fieldkit/ui',
    '@fieldkit/job-print',
    '@fieldkit/chat-widget',
    '@fieldkit/notes-widget',
    '@fieldkit/sms-log',
    '@fieldkit/job-email',
    '@fieldkit/video-call',
  ],
};

/** Not shipped: tests, stories, their fixtures and helpers. */
const NOT_SHIPPED = /(\.test\.tsx?|\.stories\.tsx|\.typecheck\.tsx?)$|\/(stories|testing)\//;

/** The shipped TypeScript sources under a package's `src`. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !NOT_SHIPPED.test(path) ? [path] : [];
  });
}

/** The workspace modules a file imports (static, dynamic and re-exports alike), as TypeScript reads them. */
function workspaceImports(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles.map((imported) => imported.fileName).filter((name) => name.startsWith('@fieldkit/'));
}

/** Whether `specifier` is one of the modules allowed: a package (any of its entries) or exactly one entry. */
function allowed(specifier: string, rules: readonly string[]): boolean {
  return rules.some((rule) =>
    rule.split('/').length > 2 ? specifier === rule : specifier === rule || specifier.startsWith(`${rule}/`),
  );
}

describe('dependencies point one way (README, "What is here")', () => {
  test('every package of the workspace has its rule', () => {
    const packages = readdirSync(join(root, 'packages')).filter((dir) =>
      statSync(join(root, 'packages', dir, 'package.json'), { throwIfNoEntry: false })?.isFile(),
    );
    expect(packages.sort()).toEqual(Object.keys(MAY_IMPORT).sort());
  });

  for (const [pkg, rules] of Object.entries(MAY_IMPORT)) {
    test(`${pkg} imports only ${rules.join(', ') || 'nothing of the workspace'}`, () => {
      const wrong = sources(join(root, 'packages', pkg, 'src')).flatMap((file) =>
        workspaceImports(file)
          .filter((specifier) => !allowed(specifier, rules))
          .map((specifier) => `${relative(root, file)} imports ${specifier}`),
      );
      expect(wrong).toEqual([]);
    });

    test(`${pkg}'s package.json depends on those alone among the workspace's packages`, () => {
      const manifest = JSON.parse(readFileSync(join(root, 'packages', pkg, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>;
      };
      const workspace = Object.keys(manifest.dependencies ?? {}).filter((name) =>
        name.startsWith('@fieldkit/'),
      );
      expect(
        workspace.filter((name) => !rules.some((rule) => rule === name || rule.startsWith(`${name}/`))),
      ).toEqual([]);
    });
  }
});
