import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { workspaceAliases } from '../vitest.aliases';

const root = fileURLToPath(new URL('..', import.meta.url));

interface PackageJson {
  name: string;
  exports?: Record<string, string | { types?: string; default?: string }>;
}

/** The base tsconfig's `paths`, read as TypeScript reads it. */
function tsconfigPaths(): Record<string, string[]> {
  const { config, error } = ts.readConfigFile(`${root}tsconfig.base.json`, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return config.compilerOptions.paths;
}

/** The source file of an exports target: `./types/kit.d.ts` is `./src/kit.ts`; a target in `./src` is itself. */
function sourceOf(target: string | { types?: string; default?: string }): string {
  const file = typeof target === 'string' ? target : (target.types ?? target.default ?? '');
  if (file.startsWith('./src/')) return file;
  const built = file.match(/^\.\/types\/(.+)\.d\.ts$/);
  if (!built) throw new Error(`no source known for the exports target ${JSON.stringify(target)}`);
  return `./src/${built[1]}.ts`;
}

/** Every public module specifier of the workspace packages, with the source file it stands for. */
function publicEntries(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const dir of readdirSync(`${root}packages`)) {
    const file = `${root}packages/${dir}/package.json`;
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
    for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
      // Not modules a TypeScript file imports a binding from.
      if (subpath === './package.json' || subpath.endsWith('.css')) continue;
      // Built files a page loads by URL (the page runtime's loader and manifest), with no source of their own.
      if (typeof target === 'string' && target.startsWith('./dist/')) continue;
      entries[`${pkg.name}${subpath.slice(1)}`] = `./packages/${dir}/${sourceOf(target).slice(2)}`;
    }
  }
  return entries;
}

describe('tsconfig paths and package exports', () => {
  it('map exactly the public subpaths of each package (no wildcard past the exports map)', () => {
    const paths = tsconfigPaths();
    const workspace = Object.fromEntries(
      Object.entries(paths).filter(([specifier]) => specifier.startsWith('@fieldkit/')),
    );
    const expected = Object.fromEntries(
      Object.entries(publicEntries()).map(([specifier, source]) => [specifier, [source]]),
    );
    expect(workspace).toEqual(expected);
  });

  it('point at source files that exist', () => {
    for (const [specifier, source] of Object.entries(publicEntries())) {
      const file = `${root}${source.slice(2)}`;
      const exists = source.includes('*')
        ? existsSync(file.slice(0, file.lastIndexOf('/')))
        : existsSync(file);
      expect(exists, `${specifier} -> ${source}`).toBe(true);
    }
  });

  it('agree with the aliases of the tests and the shell build', () => {
    for (const [specifier, source] of Object.entries(publicEntries())) {
      if (source.includes('*')) continue;
      const alias = workspaceAliases.find(({ find }) => find.test(specifier));
      expect(alias, specifier).toBeDefined();
      const resolved = specifier.replace(alias!.find, alias!.replacement);
      const file = resolved.endsWith('.ts') ? resolved : `${resolved}.ts`;
      expect(file, specifier).toBe(`${root}${source.slice(2)}`);
    }
  });
});
