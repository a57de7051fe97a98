import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/contract.ts', 'src/kit.ts', 'src/app.ts'],
  format: ['esm'],
  dts: true,
  target: 'es2022',
  sourcemap: true,
  clean: true,
  // Dependencies stay external so that hosts share one copy of zod, zustand, i18next, signalr and idb-keyval.
  external: ['zod', 'zustand', 'i18next', '@microsoft/signalr', 'idb-keyval'],
});
