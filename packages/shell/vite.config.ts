import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { workspaceAliases } from '../../vitest.aliases';
import { languageFiles } from './language-files';

const server = process.env.FIELDKIT_SERVER ?? 'http://127.0.0.1:4280';

/** The shell bundles the workspace packages from source; in dev, API, hubs and config.json go to the reference server. */
export default defineConfig({
  plugins: [react(), languageFiles()],
  resolve: { alias: workspaceAliases },
  build: { outDir: 'dist', sourcemap: true, target: 'es2022', manifest: true },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': server,
      '/config.json': server,
      '/hubs': { target: server, ws: true },
    },
  },
});
