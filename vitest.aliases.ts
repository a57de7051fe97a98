import { fileURLToPath } from 'node:url';

const packages = fileURLToPath(new URL('./packages/', import.meta.url));

/** Workspace packages resolve to their sources in tests and in the shell's Vite build: no build step before a test. */
export const workspaceAliases = [
  { find: /^@fieldkit\/([a-z-]+)$/, replacement: `${packages}$1/src/index.ts` },
  { find: /^@fieldkit\/([a-z-]+)\/([a-z.-]+)$/, replacement: `${packages}$1/src/$2` },
];
