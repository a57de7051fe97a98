import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { transform } from 'esbuild';
import { defineConfig, type Options } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/** `import css from './styles.css?raw'` as in Vite: the stylesheet text, minified, for the element's shadow root. */
export const rawImport: Plugin = {
  name: 'raw-import',
  setup(build) {
    build.onResolve({ filter: /\?raw$/ }, (args) => ({
      path: `${resolve(args.resolveDir, args.path.replace(/\?raw$/, ''))}?raw`,
      namespace: 'raw',
    }));
    build.onLoad({ filter: /.*/, namespace: 'raw' }, async (args) => {
      const css = await readFile(args.path.replace(/\?raw$/, ''), 'utf8');
      // Minified: the text ships inside the script (dist/styles.css stays as written for hosts to read).
      const { code } = await transform(css, { loader: 'css', minify: true, target: 'chrome111' });
      return { contents: code, loader: 'text' };
    });
  },
};

export default defineConfig({
  entry: ['src/index.ts', 'src/element.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', '@fieldkit/core', '@fieldkit/ui'],
  esbuildPlugins: [rawImport],
  // Plain CSS shipped as written so hosts can read and override it.
  async onSuccess() {
    await mkdir('dist', { recursive: true });
    await copyFile('src/styles.css', 'dist/styles.css');
  },
});
