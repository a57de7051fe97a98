import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'bench',
    isolate: false,
    environment: 'node',
    // Pure decisions of the measures (budgets); the measures themselves run in `pnpm bench` and `pnpm check:size`.
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'results/**'],
  },
});
