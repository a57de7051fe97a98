#!/usr/bin/env node
// After `tsc -b` has written a package's declarations into its types/ folder: every relative import in them gets the
// full path Node's ESM resolution needs (`./session/store` becomes `./session/store.js`, `./contract` becomes
// `./contract/index.js`), as TypeScript writes them from sources that import without extensions (moduleResolution
// Bundler). Hosts on `moduleResolution: node16` or `nodenext` then resolve every file (are-the-types-wrong checks it).
// Run in a package folder; running it again changes nothing.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const folder = join(process.cwd(), 'types');
// `from './x'`, `import('./x')` and `declare module './x'`: the relative specifiers a declaration file can hold.
const SPECIFIER = /(\bfrom\s+|\bimport\s*\(\s*|\bdeclare\s+module\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;

function* declarations(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* declarations(path);
    else if (name.endsWith('.d.ts')) yield path;
  }
}

/** The specifier with its full path, or as it is when it already names a file. */
function fullPath(file, specifier) {
  const target = join(dirname(file), specifier);
  if (specifier.endsWith('.js') && existsSync(target.replace(/\.js$/, '.d.ts'))) return specifier;
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(target, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  throw new Error(`${relative(process.cwd(), file)}: no declaration file for '${specifier}'`);
}

if (!existsSync(folder)) throw new Error(`No types/ folder in ${process.cwd()}: run tsc -b first.`);
let changed = 0;
for (const file of declarations(folder)) {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(
    SPECIFIER,
    (_, lead, quote, specifier) => `${lead}${quote}${fullPath(file, specifier)}${quote}`,
  );
  if (next !== text) {
    writeFileSync(file, next);
    changed++;
  }
}
if (changed > 0)
  console.info(`declarations: full import paths in ${changed} files of ${relative(process.cwd(), folder)}/`);
