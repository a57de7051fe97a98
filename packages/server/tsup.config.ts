import { defineConfig } from 'tsup';

export default defineConfig({
  // The mail parser's worker thread is a module of its own beside the bundle and its chunks, where
  // src/features/sms/email/mail-parsers.ts finds it.
  entry: {
    main: 'src/main.ts',
    index: 'src/index.ts',
    'mail-worker': 'src/features/sms/email/mail-worker.ts',
  },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  clean: true,
  sourcemap: true,
  // The contract is bundled in so that dist runs without a build of core; every other dependency stays external.
  noExternal: [/^@fieldkit\//],
});
