import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { fakeNetwork, json } from '../testing/fake-network';
import { createI18n } from './create-i18n';

const config = { i18nPath: './assets/i18n/', defaultLanguage: 'en-GB' };

describe('i18n: its own instance, resources from {i18nPath}{language}.json, one namespace per package', () => {
  it('loads the language file once and reads each top-level key as a namespace', async () => {
    const network = fakeNetwork({
      './assets/i18n/en-GB.json': json({
        core: { hello: 'Hello' },
        ui: { close: 'Close' },
        shell: { home: 'Home' },
      }),
    });
    const i18n = await createI18n({ config, namespaces: ['core', 'ui', 'shell'], fetch: network.fetch });
    expect(i18n.t('hello')).toBe('Hello');
    expect(i18n.t('ui:close')).toBe('Close');
    expect(i18n.t('home', { ns: 'shell' })).toBe('Home');
    expect(network.requests.map((r) => r.url)).toEqual(['./assets/i18n/en-GB.json']);
  });

  it('never touches the global i18next instance', async () => {
    const network = fakeNetwork({ './assets/i18n/en-GB.json': json({ core: {} }) });
    const i18n = await createI18n({ config, fetch: network.fetch });
    expect(i18n.instance).not.toBe(i18next);
    expect(i18next.isInitialized ?? false).toBe(false);
  });

  it('changeLanguage loads the other file', async () => {
    const network = fakeNetwork({
      './assets/i18n/en-GB.json': json({ core: { hello: 'Hello' } }),
      './assets/i18n/fr-FR.json': json({ core: { hello: 'Bonjour' } }),
    });
    const i18n = await createI18n({ config, fetch: network.fetch });
    await i18n.changeLanguage('fr-FR');
    expect(i18n.t('hello')).toBe('Bonjour');
    expect(i18n.language()).toBe('fr-FR');
  });

  it('interpolates {{count}} with plurals in the built-in core texts, which a file can override', async () => {
    const network = fakeNetwork({
      './assets/i18n/en-GB.json': json({ core: { expiry: { licenceToday: 'Licence ends today.' } } }),
    });
    const i18n = await createI18n({ config, fetch: network.fetch });
    expect(i18n.t('expiry.licenceInDays', { count: 3 })).toBe('Your licence expires in 3 days.');
    expect(i18n.t('expiry.passwordInDays', { count: 1 })).toBe('Your password expires in 1 day.');
    expect(i18n.t('expiry.licenceToday')).toBe('Licence ends today.');
  });

  it('a missing file leaves the built-in texts and a console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const i18n = await createI18n({
        config,
        fetch: fakeNetwork({}).fetch,
        defaults: { ui: { close: 'Close' } },
        namespaces: ['ui'],
      });
      expect(i18n.t('core:expiry.licenceToday')).toBe('Your licence expires today.');
      expect(i18n.t('ui:close')).toBe('Close');
      expect(warn).toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
