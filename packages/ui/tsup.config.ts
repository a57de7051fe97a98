import { copyFile, mkdir } from 'node:fs/promises';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', '@fieldkit/core'],
  // The stylesheet is plain CSS with no build step: shipped as written so hosts can read and override it.
  async onSuccess() {
    await mkdir('dist', { recursive: true });
    await copyFile('src/styles.css', 'dist/styles.css');
  },
});
