import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'workspace',
    isolate: false,
    environment: 'node',
    // Checks of the workspace's own wiring (tsconfig paths, exports maps), apart from any package.
    include: ['**/*.test.ts'],
  },
});
