import { defineConfig } from 'tsup';

export default defineConfig({
  // Each contract module is an entry of its own, so the contract's groups are separate files that a host's bundler
  // leaves out when nothing of theirs is used (the package has no side effects): an element carries its own groups.
  entry: [
    'src/index.ts',
    'src/contract.ts',
    'src/kit.ts',
    'src/app.ts',
    'src/testing.ts',
    'src/contract/!(*.test|*.typecheck).ts',
  ],
  format: ['esm'],
  // Declarations come from `tsc -b` (the package's tsconfig.json, into types/): checked once, emitted once.
  dts: false,
  target: 'es2022',
  sourcemap: true,
  clean: true,
  // Dependencies stay external so that hosts share one copy of zod, zustand, i18next, signalr and idb-keyval.
  external: ['zod', 'zustand', 'i18next', '@microsoft/signalr', 'idb-keyval', 'vitest'],
});
