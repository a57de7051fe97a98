import { defineConfig } from 'tsup';
import { rawImport } from '../ui/tsup.config';

/**
 * `dist/fk-chat.standalone.js`: `<fk-chat>` for a portal's single script tag, with everything in it (React, core,
 * ui), minified and in React's production build. ESM, so the window's code can load when it first opens.
 */
export default defineConfig({
  entry: { 'fk-chat.standalone': 'src/element.ts' },
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
    options.chunkNames = 'fk-chat-[name]-[hash]';
  },
});
