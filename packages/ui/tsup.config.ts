import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { transform } from 'esbuild';
import { defineConfig, type Options } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * `import css from './styles.css?raw'` as in Vite: the stylesheet text, minified, for a custom element's shadow
 * root (dist/styles.css stays as written for hosts to read). The widgets' builds use it too.
 */
export const rawImport: Plugin = {
  name: 'raw-import',
  setup(build) {
    // The resolved path keeps a `?raw` suffix so the CSS loader of tsup, which matches `.css$`, leaves it alone.
    build.onResolve({ filter: /\?raw$/ }, (args) => ({
      path: `${resolve(args.resolveDir, args.path.replace(/\?raw$/, ''))}?raw`,
      namespace: 'raw',
    }));
    build.onLoad({ filter: /.*/, namespace: 'raw' }, async (args) => {
      const css = await readFile(args.path.replace(/\?raw$/, ''), 'utf8');
      const { code } = await transform(css, { loader: 'css', minify: true, target: 'chrome111' });
      return { contents: code, loader: 'text' };
    });
  },
};

/**
 * The directive a React Server Components bundler (Next.js) reads at the top of each built module: these run in the
 * browser (hooks, state, effects), so a server component renders them as client components instead of failing.
 */
export const CLIENT_MODULE = { js: '"use client";' };

export default defineConfig({
  entry: ['src/index.ts', 'src/element.ts', 'src/embed.ts', 'src/forms.ts', 'src/html.ts'],
  format: ['esm'],
  // Declarations come from `tsc -b` (the package's tsconfig.json, into types/): checked once, emitted once.
  dts: false,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', '@fieldkit/core'],
  esbuildPlugins: [rawImport],
  banner: CLIENT_MODULE,
  // The stylesheet is plain CSS with no build step: shipped as written so hosts can read and override it.
  async onSuccess() {
    await mkdir('dist', { recursive: true });
    await copyFile('src/styles.css', 'dist/styles.css');
  },
});
