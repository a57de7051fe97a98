import { copyFile, mkdir } from 'node:fs/promises';
import type { Options } from 'tsup';
import { CLIENT_MODULE, rawImport } from './tsup.config';

/**
 * The build of a widget package (`src/index.ts` and its element `src/element.ts`, or the `entry` given while a
 * package has no element yet): React and the workspace's packages (core, ui, job-print) external, the element's
 * stylesheet inlined as text, `src/styles.css` shipped as written so hosts can read and override it.
 */
export function widgetBuild(entry: string[] = ['src/index.ts', 'src/element.ts']): Options {
  return {
    entry,
    format: ['esm'],
    // Declarations come from `tsc -b` (the package's tsconfig.json, into types/): checked once, emitted once.
    dts: false,
    clean: true,
    sourcemap: true,
    target: 'es2022',
    external: ['react', 'react-dom', /^@fieldkit\//],
    esbuildPlugins: [rawImport],
    banner: CLIENT_MODULE,
    async onSuccess() {
      await mkdir('dist', { recursive: true });
      await copyFile('src/styles.css', 'dist/styles.css');
    },
  };
}

/**
 * `dist/{tag}.standalone.js`: a widget's element for a portal's single script tag, with everything in it (React,
 * core, ui), minified and in React's production build; ESM, its lazy parts in `{tag}-*.js` chunks beside it.
 */
export function standaloneBuild(tag: string): Options {
  return {
    entry: { [`${tag}.standalone`]: 'src/element.ts' },
    format: ['esm'],
    outDir: 'dist',
    clean: false,
    dts: false,
    sourcemap: false,
    minify: true,
    splitting: true,
    treeshake: true,
    target: 'es2022',
    platform: 'browser',
    noExternal: [/.*/],
    // Workspace packages from their built dist through node_modules, as a portal's bundler would see them.
    tsconfig: 'tsconfig.standalone.json',
    define: { 'process.env.NODE_ENV': '"production"' },
    esbuildPlugins: [rawImport],
    esbuildOptions(options) {
      options.chunkNames = `${tag}-[name]-[hash]`;
    },
  };
}
