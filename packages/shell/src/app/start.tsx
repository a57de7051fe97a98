import { connectFieldkit, createI18n, watchSessionExpiry } from '@fieldkit/core';
import { createRoot } from 'react-dom/client';
import { shellTexts } from '../i18n/shell-texts';
import { App } from './App';
import '@fieldkit/ui/styles.css';
import '../styles.css';

/** Loads the runtime config before anything else, then renders the app; a startup failure is written to the console. */
export async function start(root: HTMLElement): Promise<void> {
  try {
    // Relative to the app's base, not to the page: a deep link like /account/signin must find the same files.
    const base = new URL(import.meta.env.BASE_URL, window.location.origin);
    const fieldkit = await connectFieldkit(new URL('config.json', base).href);
    const language = fieldkit.session.getState().session?.Culture || fieldkit.config.defaultLanguage;
    const i18n = await createI18n({
      config: { ...fieldkit.config, i18nPath: new URL(fieldkit.config.i18nPath, base).href },
      language,
      namespaces: ['core', 'ui', 'shell'],
      defaults: { shell: shellTexts },
    });
    const sessionWatch = watchSessionExpiry({
      store: fieldkit.session,
      actions: fieldkit.actions,
      config: fieldkit.config,
      storage: fieldkit.storage,
    });
    createRoot(root).render(<App fieldkit={fieldkit} i18n={i18n} sessionWatch={sessionWatch} />);
  } catch (error) {
    console.error('Fieldkit failed to start', error);
    root.textContent = shellTexts.app.startupFailed;
  }
}
