import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const REACT = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

/** A public entry of a package, measured from its built `dist`. */
export interface Entry {
  name: string;
  file: string;
  /** Gzip budget in bytes for the entry with its dependencies (React external), when it has one. */
  budget?: number;
  /** Left out of the measure with dependencies too (a chat entry is measured without core). */
  external?: string[];
  /** Measured with React in (a standalone custom-element bundle). */
  withReact?: boolean;
}

export const entries: Entry[] = [
  { name: '@fieldkit/core', file: 'packages/core/dist/index.js', budget: 45 * 1024 },
  { name: '@fieldkit/core/contract', file: 'packages/core/dist/contract.js' },
  { name: '@fieldkit/ui', file: 'packages/ui/dist/index.js' },
  // The chat entry as a React app imports it: React and core are the app's already.
  {
    name: '@fieldkit/chat-widget',
    file: 'packages/chat-widget/dist/index.js',
    budget: 30 * 1024,
    external: ['@fieldkit/core'],
  },
  // <fk-chat> as a portal loads it with one script tag: everything in, React included.
  {
    name: '<fk-chat> standalone',
    file: 'packages/chat-widget/dist/element.js',
    budget: 150 * 1024,
    withReact: true,
  },
];

export interface SizeRow {
  entry: string;
  /** Minified and gzipped, other workspace packages external. */
  ownGzip: number;
  /** Minified and gzipped with every dependency in, React external. */
  totalGzip: number;
  budget: number | null;
  withinBudget: boolean | null;
}

async function gzipOf(file: string, external: string[]): Promise<number> {
  const result = await build({
    entryPoints: [`${root}${file}`],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    external,
    logLevel: 'silent',
    loader: { '.css': 'empty' },
    // React picks its production build by this; without it both builds would be bundled.
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const code = result.outputFiles.map((f) => f.contents);
  return gzipSync(Buffer.concat(code), { level: 9 }).length;
}

/** Gzip size of every package entry (React external), own and with its dependencies. */
export async function measureSizes(): Promise<SizeRow[]> {
  const rows: SizeRow[] = [];
  for (const entry of entries) {
    readFileSync(`${root}${entry.file}`); // a clear error when the package was not built
    const ownGzip = await gzipOf(entry.file, [...REACT, '@fieldkit/*']);
    const totalGzip = await gzipOf(entry.file, [
      ...(entry.withReact ? [] : REACT),
      ...(entry.external ?? []),
    ]);
    rows.push({
      entry: entry.name,
      ownGzip,
      totalGzip,
      budget: entry.budget ?? null,
      withinBudget: entry.budget === undefined ? null : totalGzip <= entry.budget,
    });
  }
  return rows;
}
