// Builds the page runtime into dist/: one module per element (fk-chat.js, …) over shared chunks (React, core, ui,
// the SignalR client: each in one file every element imports), then the loader (fieldkit.js), which carries the
// list of files each element needs and every file's integrity hash, and dist/manifest.json (the version, the files,
// their hashes and gzip sizes, what each element loads) for the server, the size check and the README's script tag.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, transform } from 'esbuild';
import { type Plugin, type Rollup, build as viteBuild } from 'vite';
import { workspaceAliases } from '../../../vitest.aliases';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const { version } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
/** Each tag's element, the module its package's `/element` entry is built from. */
const sources: Record<string, string> = {
  'fk-chat': 'chat-widget',
  'fk-notes': 'notes-widget',
  'fk-sms-log': 'sms-log',
  'fk-job-email': 'job-email',
  'fk-video-call': 'video-call',
};
const tags = Object.keys(sources);

/** The stylesheets elements inline (`import css from './styles.css?raw'`), minified as the packages' builds do. */
const minifiedRawCss: Plugin = {
  name: 'minified-raw-css',
  async transform(code, id) {
    if (!id.endsWith('.css?raw')) return null;
    const css = JSON.parse(code.replace(/^export default /, '').replace(/;?\s*$/, '')) as string;
    const { code: minified } = await transform(css, { loader: 'css', minify: true, target: 'chrome111' });
    return { code: `export default ${JSON.stringify(minified)};`, map: null };
  },
};

// The elements over shared chunks, built from the packages' sources (the workspace's aliases) by Vite: its bundler
// places each source module by the elements that use it, so the chat's launcher does not load the menus of its
// window although ui's index exports both (esbuild would put every module reachable through that index together).
const built = (await viteBuild({
  configFile: false,
  logLevel: 'warn',
  root,
  resolve: { alias: workspaceAliases },
  plugins: [minifiedRawCss],
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: dist,
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    modulePreload: false,
    copyPublicDir: false,
    reportCompressedSize: false,
    // pdf.js, in the e-mail preview's lazy chunk, is larger than Vite's warning size on its own.
    chunkSizeWarningLimit: 1500,
    assetsInlineLimit: 0,
    rollupOptions: {
      input: Object.fromEntries(
        tags.map((tag) => [tag, join(root, '..', sources[tag] ?? '', 'src/element.ts')]),
      ),
      preserveEntrySignatures: false,
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunk-[hash].js',
        assetFileNames: '[name]-[hash][extname]',
      },
    },
  },
})) as Rollup.RollupOutput;

/** Per file of dist, its integrity and gzip size. */
const files: Record<string, { integrity: string; gzip: number }> = {};
const measure = (name: string, bytes: Uint8Array) => {
  files[name] = {
    integrity: `sha384-${createHash('sha384').update(bytes).digest('base64')}`,
    gzip: gzipSync(bytes, { level: 9 }).length,
  };
};
const chunks = new Map<string, Rollup.OutputChunk>();
for (const output of built.output) {
  if (output.type === 'chunk') chunks.set(output.fileName, output);
  if (output.fileName.endsWith('.js')) measure(output.fileName, await readFile(join(dist, output.fileName)));
}

/** An element's module and every chunk it imports statically (what the page needs before it can define the tag). */
function initialFiles(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of chunks.get(file)?.imports ?? []) initialFiles(imported, seen);
  return seen;
}
const needs: Record<string, string[]> = {};
for (const tag of tags) needs[tag] = [...initialFiles(`${tag}.js`)];

await build({
  entryPoints: { fieldkit: join(root, 'src/loader.ts') },
  outdir: dist,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  logLevel: 'warning',
  define: {
    FIELDKIT_ELEMENTS: JSON.stringify(needs),
    FIELDKIT_INTEGRITY: JSON.stringify(
      Object.fromEntries(Object.entries(files).map(([file, { integrity }]) => [file, integrity])),
    ),
    FIELDKIT_VERSION: JSON.stringify(version),
  },
});
measure('fieldkit.js', await readFile(join(dist, 'fieldkit.js')));

await writeFile(
  join(dist, 'manifest.json'),
  `${JSON.stringify({ version, loader: 'fieldkit.js', elements: needs, files }, null, 2)}\n`,
);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (names: readonly string[]) => names.reduce((total, name) => total + (files[name]?.gzip ?? 0), 0);
console.info(`${relative(process.cwd(), dist)}: fieldkit.js ${kb(sum(['fieldkit.js']))} gzip`);
for (const tag of tags) console.info(`  <${tag}>: ${kb(sum(needs[tag] ?? []))} gzip before it is defined`);
console.info(
  `The page's tag: <script type="module" src="{server}/runtime/${version}/fieldkit.js" integrity="${files['fieldkit.js']?.integrity}" crossorigin="anonymous"></script>`,
);
