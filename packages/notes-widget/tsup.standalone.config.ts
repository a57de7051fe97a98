import { defineConfig } from 'tsup';
import { rawImport } from '../ui/tsup.config';

/**
 * `dist/fk-notes.standalone.js`: `<fk-notes>` for a portal's single script tag, with everything in it (React, core,
 * ui), minified and in React's production build. ESM, like the other standalone elements.
 */
export default defineConfig({
  entry: { 'fk-notes.standalone': 'src/element.ts' },
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
    options.chunkNames = 'fk-notes-[name]-[hash]';
  },
});
