import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/main.ts', 'src/index.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  clean: true,
  sourcemap: true,
  // The contract is bundled in so that dist runs without a build of core; every other dependency stays external.
  noExternal: [/^@fieldkit\//],
});
