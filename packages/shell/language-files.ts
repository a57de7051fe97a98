import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** The languages the shell ships: each is one file, `assets/i18n/{language}.json`. */
export const LANGUAGES = ['en-GB', 'fr-FR', 'es-ES'] as const;

/**
 * The widgets' texts the shell serves, by namespace: where each package ships its `{language}.json` files (the job
 * printout, `@fieldkit/job-print`, is the namespace `jobPrint`).
 */
const WIDGETS = {
  chat: '@fieldkit/chat-widget/i18n/',
  notes: '@fieldkit/notes-widget/i18n/',
  smsLog: '@fieldkit/sms-log/i18n/',
  jobEmail: '@fieldkit/job-email/i18n/',
  jobPrint: '@fieldkit/job-print/i18n/',
  video: '@fieldkit/video-call/i18n/',
} as const;

const require = createRequire(import.meta.url);
const readJson = (path: string): Record<string, unknown> => JSON.parse(readFileSync(path, 'utf8'));

/**
 * One language file of the app: the shell's own namespaces (`core`, `shell`) from `src/i18n/`, and each widget's
 * file from its package under the widget's namespace, as any host merges them.
 */
export function languageFile(language: string): Record<string, unknown> {
  const file = readJson(new URL(`./src/i18n/${language}.json`, import.meta.url).pathname);
  for (const [namespace, files] of Object.entries(WIDGETS)) {
    file[namespace] = readJson(require.resolve(`${files}${language}.json`));
  }
  return file;
}

const PATH = /^\/assets\/i18n\/([A-Za-z-]+)\.json$/;

/** Serves the merged language files in development and writes them into the build as `assets/i18n/*.json`. */
export function languageFiles(): Plugin {
  return {
    name: 'fieldkit-language-files',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const language = PATH.exec(request.url?.split('?')[0] ?? '')?.[1];
        if (!language || !(LANGUAGES as readonly string[]).includes(language)) return next();
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.end(JSON.stringify(languageFile(language)));
      });
    },
    generateBundle() {
      for (const language of LANGUAGES) {
        this.emitFile({
          type: 'asset',
          fileName: `assets/i18n/${language}.json`,
          source: `${JSON.stringify(languageFile(language), null, 2)}\n`,
        });
      }
    },
  };
}
