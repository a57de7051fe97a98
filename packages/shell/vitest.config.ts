import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { workspaceAliases } from '../../vitest.aliases';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  test: { name: 'shell', isolate: false, environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
