import { copyFile, mkdir } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { rawImport } from '../ui/tsup.config';

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
