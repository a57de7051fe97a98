import { connectFieldkit, createI18n, setFormatLocale } from '@fieldkit/core';
import { watchSessionExpiry } from '@fieldkit/core/app';
import { createRoot } from 'react-dom/client';
import { createTopBarRegistry, type TopBarItem } from '../frame/top-bar-items';
import { shellTexts } from '../i18n/shell-texts';
import { App } from './App';
import { HOME_LOADED_KEY, LANGUAGE_STORAGE_KEY, SYSTEM_SETTINGS_MODULE_ID } from './keys';
import '@fieldkit/ui/styles.css';
import '../styles.css';

/**
 * Loads the runtime config before anything else, then renders the app with the widgets' top-bar items (each loads
 * its i18n namespace); a startup failure is written to the console.
 */
export async function start(root: HTMLElement, items: readonly TopBarItem[] = []): Promise<void> {
  try {
    // Relative to the app's base, not to the page: a deep link like /account/signin must find the same files.
    const base = new URL(import.meta.env.BASE_URL, window.location.origin);
    const fieldkit = await connectFieldkit(new URL('config.json', base).href, {
      privilegeModuleIds: [SYSTEM_SETTINGS_MODULE_ID],
    });
    // The home redirect happens once per session: every sign-in and sign-out starts a new one.
    fieldkit.session.subscribe((state, previous) => {
      if ((state.token !== null) !== (previous.token !== null)) fieldkit.storage.removeItem(HOME_LOADED_KEY);
    });
    const language =
      fieldkit.storage.getItem(LANGUAGE_STORAGE_KEY) ||
      fieldkit.session.getState().session?.Culture ||
      fieldkit.config.defaultLanguage;
    document.documentElement.lang = language;
    // Money and dates follow the language's conventions; the currency stays the company's.
    setFormatLocale(language);
    const i18n = await createI18n({
      config: { ...fieldkit.config, i18nPath: new URL(fieldkit.config.i18nPath, base).href },
      language,
      // Each widget's texts are in the language files under its namespace.
      namespaces: [
        'core',
        'ui',
        'shell',
        ...items.flatMap((item) => (item.namespace ? [item.namespace] : [])),
      ],
      defaults: { shell: shellTexts },
    });
    const sessionWatch = watchSessionExpiry({
      store: fieldkit.session,
      actions: fieldkit.actions,
      config: fieldkit.config,
      storage: fieldkit.storage,
    });
    createRoot(root).render(
      <App
        fieldkit={fieldkit}
        i18n={i18n}
        sessionWatch={sessionWatch}
        topBar={createTopBarRegistry(items)}
      />,
    );
  } catch (error) {
    console.error('Fieldkit failed to start', error);
    root.textContent = shellTexts.app.startupFailed;
  }
}
