import { defineConfig } from 'vitest/config';
import { workspaceAliases } from './vitest.aliases';

const SETUP = new URL('./vitest.react-setup.ts', import.meta.url).pathname;

/**
 * The unit-test project of a React package (ui and every widget): its sources' tests in jsdom, on the workspace's
 * sources, with Testing Library's cleanup after each test (vitest.react-setup.ts), then `setupFiles` of its own.
 */
export function reactPackageTests(name: string, setupFiles: string[] = []) {
  return defineConfig({
    resolve: { alias: workspaceAliases },
    test: {
      name,
      isolate: false,
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [SETUP, ...setupFiles],
      // Processed so that `styles.css?raw` yields the stylesheet text, as in Vite and in the package build.
      css: { include: [/styles\.css/] },
    },
  });
}
