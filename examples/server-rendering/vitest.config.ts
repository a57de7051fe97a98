import { defineConfig } from 'vitest/config';

/**
 * Node as a server renders a page: no DOM, no jsdom, and the packages as a host installs them (their `exports`, their
 * built `dist`), not the workspace's sources. `pnpm build` comes first, as in `pnpm check`.
 */
export default defineConfig({
  test: {
    name: 'example-server-rendering',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    server: { deps: { external: [/@fieldkit\//] } },
  },
});
