import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/element.ts', 'src/forms.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', '@fieldkit/core'],
  esbuildPlugins: [
    {
      // `import css from './styles.css?raw'` as in Vite: the stylesheet text, for shadow roots.
      name: 'raw-import',
      setup(build) {
        // The resolved path keeps a `?raw` suffix so the CSS loader of tsup, which matches `.css$`, leaves it alone.
        build.onResolve({ filter: /\?raw$/ }, (args) => ({
          path: `${resolve(args.resolveDir, args.path.replace(/\?raw$/, ''))}?raw`,
          namespace: 'raw',
        }));
        build.onLoad({ filter: /.*/, namespace: 'raw' }, async (args) => ({
          contents: await readFile(args.path.replace(/\?raw$/, ''), 'utf8'),
          loader: 'text',
        }));
      },
    },
  ],
  // The stylesheet is plain CSS with no build step: shipped as written so hosts can read and override it.
  async onSuccess() {
    await mkdir('dist', { recursive: true });
    await copyFile('src/styles.css', 'dist/styles.css');
  },
});
