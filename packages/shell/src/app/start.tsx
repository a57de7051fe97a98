import { connectFieldkit, createI18n } from '@fieldkit/core';
import { createRoot } from 'react-dom/client';
import { shellTexts } from '../i18n/shell-texts';
import { App } from './App';
import '@fieldkit/ui/styles.css';
import '../styles.css';

/** Loads the runtime config before anything else, then renders the app; a startup failure is written to the console. */
export async function start(root: HTMLElement): Promise<void> {
  try {
    const fieldkit = await connectFieldkit('./config.json');
    const language = fieldkit.session.getState().session?.Culture || fieldkit.config.defaultLanguage;
    const i18n = await createI18n({
      config: fieldkit.config,
      language,
      namespaces: ['core', 'ui', 'shell'],
      defaults: { shell: shellTexts },
    });
    createRoot(root).render(<App fieldkit={fieldkit} i18n={i18n} />);
  } catch (error) {
    console.error('Fieldkit failed to start', error);
    root.textContent = shellTexts.app.startupFailed;
  }
}
