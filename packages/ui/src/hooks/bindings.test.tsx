import {
  createFieldkit,
  createI18n,
  createMemoryStorage,
  type Fieldkit,
  type HubState,
} from '@fieldkit/core';
import { demoSession, fakeNetwork, json, testConfigInput } from '@fieldkit/core/testing';
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { FieldkitProvider, useFieldkit, useMaybeFieldkit } from '../context/FieldkitContext';
import { useApi } from './useApi';
import { useHubState } from './useHubState';
import { useSession } from './useSession';
import { useSettings } from './useSettings';
import { useTranslation } from './useTranslation';

function makeFieldkit(fetch = fakeNetwork().fetch): Fieldkit {
  return createFieldkit({ config: testConfigInput, fetch, storage: createMemoryStorage() });
}

const wrap =
  (fieldkit: Fieldkit, i18n?: Awaited<ReturnType<typeof createI18n>>) =>
  ({ children }: { children: ReactNode }) => (
    <FieldkitProvider fieldkit={fieldkit} i18n={i18n}>
      {children}
    </FieldkitProvider>
  );

function Greeting() {
  const { t, language } = useTranslation('ui');
  return (
    <p>
      {t('hello', { name: 'Ana' })} ({language})
    </p>
  );
}

/** A widget's button, of a namespace no host listed. */
function Send() {
  const { t } = useTranslation('jobEmail');
  return <button type="button">{t('send')}</button>;
}

describe('useFieldkit throws a clear error outside the provider; useMaybeFieldkit gives undefined', () => {
  it('throws naming FieldkitProvider', () => {
    expect(() => renderHook(() => useFieldkit())).toThrow(/FieldkitProvider/);
  });

  it('useMaybeFieldkit is undefined outside and the instance inside', () => {
    expect(renderHook(() => useMaybeFieldkit()).result.current).toBeUndefined();
    const fieldkit = makeFieldkit();
    expect(renderHook(() => useMaybeFieldkit(), { wrapper: wrap(fieldkit) }).result.current).toBe(fieldkit);
    expect(renderHook(() => useApi(), { wrapper: wrap(fieldkit) }).result.current).toBe(fieldkit.api);
  });
});

describe('useSession and useSettings follow the session store', () => {
  it('re-renders with the selected slice when the store changes', () => {
    const fieldkit = makeFieldkit();
    const { result } = renderHook(
      () => ({ name: useSession((s) => s.session?.DisplayName), settings: useSettings() }),
      {
        wrapper: wrap(fieldkit),
      },
    );
    expect(result.current.name).toBeUndefined();
    act(() => fieldkit.session.setState({ session: demoSession, settings: { 21: '50' } }));
    expect(result.current.name).toBe(demoSession.DisplayName);
    expect(result.current.settings).toEqual({ 21: '50' });
  });
});

describe('useHubState follows the hub connection state', () => {
  it('gives the current state and the next one', () => {
    const state = createStore<HubState>()(() => 'Disconnected');
    const { result } = renderHook(() => useHubState({ state }));
    expect(result.current).toBe('Disconnected');
    act(() => state.setState('Reconnecting', true));
    expect(result.current).toBe('Reconnecting');
  });
});

describe('useTranslation uses the core i18n instance and re-renders on language change', () => {
  it('reads the namespace from the language file and follows changeLanguage', async () => {
    const net = fakeNetwork({
      'http://fk.test/i18n/en-GB.json': json({ ui: { hello: 'Hello {{name}}' } }),
      'http://fk.test/i18n/fr-FR.json': json({ ui: { hello: 'Bonjour {{name}}' } }),
    });
    const fieldkit = makeFieldkit(net.fetch);
    const i18n = await createI18n({
      config: { i18nPath: 'http://fk.test/i18n/', defaultLanguage: 'en-GB' },
      namespaces: ['core', 'ui'],
      fetch: net.fetch,
    });
    render(<Greeting />, { wrapper: wrap(fieldkit, i18n) });
    expect(screen.getByText('Hello Ana (en-GB)')).toBeTruthy();
    await act(() => i18n.changeLanguage('fr-FR'));
    expect(await screen.findByText('Bonjour Ana (fr-FR)')).toBeTruthy();
  });

  it("a widget's namespace the host did not list loads from the same file when it is first asked for", async () => {
    const net = fakeNetwork({
      'http://fk.test/i18n/fr-FR.json': json({
        ui: { hello: 'Bonjour {{name}}' },
        jobEmail: { send: 'Envoyer' },
      }),
    });
    const i18n = await createI18n({
      config: { i18nPath: 'http://fk.test/i18n/', defaultLanguage: 'fr-FR' },
      namespaces: ['core', 'ui'],
      fetch: net.fetch,
    });
    render(<Send />, { wrapper: wrap(makeFieldkit(net.fetch), i18n) });
    expect(await screen.findByRole('button', { name: 'Envoyer' })).toBeTruthy();
  });

  it('without an i18n, gives the built-in English texts of core', () => {
    const { result } = renderHook(() => useTranslation('core'), { wrapper: wrap(makeFieldkit()) });
    expect(result.current.t('session.logoutTitle')).toBe('Logout');
    expect(result.current.t('expiry.licenceInDays', { count: 3 })).toBe('Your licence expires in 3 days.');
    expect(result.current.t('missing.key')).toBe('missing.key');
    expect(result.current.language).toBe('en-GB');
  });
});
