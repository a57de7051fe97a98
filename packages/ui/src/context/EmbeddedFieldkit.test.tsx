import { type SessionEnd, TokenProviderRefusedError } from '@fieldkit/core';
import { demoSession, fakeNetwork, json, testConfigInput } from '@fieldkit/core/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetWidgetConnections } from '../element/connect-widget';
import { useSession } from '../hooks/useSession';
import { useTranslation } from '../hooks/useTranslation';
import { EmbeddedFieldkit } from './EmbeddedFieldkit';
import { useFieldkit } from './FieldkitContext';

const CONFIG = 'http://fk.test/config.json';
const EMBED_SIGN_IN = 'http://fk.test/api/auth/Account/EmbedSignIn';
const NOW_S = Math.floor(Date.now() / 1000);
const token = `${btoa('{"alg":"HS256"}')}.${btoa(JSON.stringify({ exp: NOW_S + 900 })).replace(/=+$/, '')}.sig`;

let network: ReturnType<typeof fakeNetwork>;
beforeEach(() => {
  network = fakeNetwork({
    [CONFIG]: json(testConfigInput),
    [`POST ${EMBED_SIGN_IN}`]: json({
      access_token: token,
      token_type: 'Bearer',
      expires_in: 900,
      expires_at: (NOW_S + 900) * 1000,
      session: demoSession,
    }),
    'POST http://fk.test/api/auth/Account/RemovePrivilegesCache': json({ Success: true }),
    'http://fk.test/api/auth/Account/Logout': json({ Success: true }),
    'http://fk.test/assets/i18n/en-GB.json': json({}),
    'http://fk.test/assets/i18n/es-ES.json': json({ core: { pages: { first: 'Primera página' } } }),
  });
  vi.stubGlobal('fetch', network.fetch);
});
afterEach(() => {
  forgetWidgetConnections();
  vi.unstubAllGlobals();
});

/** A host's own part: who Fieldkit signed in, and a way to sign out. */
function Who() {
  const name = useSession((s) => s.session?.DisplayName);
  const { actions } = useFieldkit();
  return (
    <button type="button" onClick={() => void actions.signOut()}>
      Sign {name} out
    </button>
  );
}

describe('EmbeddedFieldkit: a React host signs its user in through its token provider', () => {
  it('exchanges the provider’s assertion and provides the Fieldkit inside; onSessionEnd hears the end, once', async () => {
    const provider = vi.fn(async () => ({ Assertion: 'signed.by.the.host' }));
    const ends: SessionEnd[] = [];
    render(
      <EmbeddedFieldkit configUrl={CONFIG} tokenProvider={provider} onSessionEnd={(end) => ends.push(end)}>
        <Who />
      </EmbeddedFieldkit>,
    );
    const button = await screen.findByRole('button', { name: 'Sign Dispatch Desk out' });
    expect(provider).toHaveBeenCalledTimes(1);
    const exchange = network.requests.find((r) => r.url === EMBED_SIGN_IN);
    expect(JSON.parse(exchange?.body ?? '{}')).toEqual({ Assertion: 'signed.by.the.host' });
    act(() => button.click());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Signed out.'));
    expect(ends).toEqual([{ reason: 'signedOut', message: 'Signed out.' }]);
    expect(screen.queryByRole('button', { name: /Sign .* out/ })).toBeNull();
  });

  it('a provider that will not vouch is said in place, and onSessionEnd names the provider', async () => {
    const ends: SessionEnd[] = [];
    const refusing = async () => {
      throw new TokenProviderRefusedError('Nobody is signed in to the portal.');
    };
    render(
      <EmbeddedFieldkit configUrl={CONFIG} tokenProvider={refusing} onSessionEnd={(end) => ends.push(end)}>
        <Who />
      </EmbeddedFieldkit>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Nobody is signed in to the portal.');
    expect(ends).toEqual([{ reason: 'provider', message: 'Nobody is signed in to the portal.' }]);
  });

  it('themes its box by the user’s theme, or the one given, and keeps the widgets’ notices in that box', async () => {
    const provider = async () => ({ Assertion: 'signed.by.the.host' });
    const { container, rerender } = render(
      <EmbeddedFieldkit configUrl={CONFIG} tokenProvider={provider}>
        <Notify />
      </EmbeddedFieldkit>,
    );
    const box = container.firstElementChild as HTMLElement;
    await screen.findByRole('button', { name: 'Notify' });
    // demoSession's ThemeId 1: blue, the tokens' selector [data-fk-theme] on the box itself.
    expect(box.getAttribute('data-fk-theme')).toBe('blue');
    act(() => screen.getByRole('button', { name: 'Notify' }).click());
    const notice = await screen.findByText('First page');
    expect(box.querySelector('[data-fk-portal-root]')?.contains(notice)).toBe(true);
    rerender(
      <EmbeddedFieldkit configUrl={CONFIG} tokenProvider={provider} theme="dark-green">
        <Notify />
      </EmbeddedFieldkit>,
    );
    await waitFor(() => expect(box.getAttribute('data-fk-theme')).toBe('dark-green'));
  });

  it('lang speaks the host’s language over the user’s profile', async () => {
    render(
      <EmbeddedFieldkit configUrl={CONFIG} tokenProvider={async () => ({ Assertion: 'a' })} lang="es-ES">
        <Dismiss />
      </EmbeddedFieldkit>,
    );
    const text = await screen.findByText('Primera página');
    expect(text.closest('.fk-widget-host')?.getAttribute('lang')).toBe('es-ES');
  });
});

describe('EmbeddedFieldkit: a host changes lang or theme on a widget in use', () => {
  it('the texts and the theme follow, and the widgets keep their state: nothing reconnects or remounts', async () => {
    const provider = async () => ({ Assertion: 'signed.by.the.host' });
    const { container, rerender } = render(
      <EmbeddedFieldkit configUrl={CONFIG} tokenProvider={provider}>
        <Counter />
      </EmbeddedFieldkit>,
    );
    const counter = await screen.findByRole('button', { name: 'First page 0' });
    act(() => counter.click());
    await screen.findByRole('button', { name: 'First page 1' });
    rerender(
      <EmbeddedFieldkit configUrl={CONFIG} tokenProvider={provider} lang="es-ES" theme="pink">
        <Counter />
      </EmbeddedFieldkit>,
    );
    expect(await screen.findByRole('button', { name: 'Primera página 1' })).toBeTruthy();
    const box = container.firstElementChild as HTMLElement;
    await waitFor(() => expect(box.getAttribute('data-fk-theme')).toBe('pink'));
    expect(box.getAttribute('lang')).toBe('es-ES');
    expect(network.requests.filter((r) => r.url === EMBED_SIGN_IN)).toHaveLength(1);
    // lang taken away: the user's profile language (en-GB) again.
    rerender(
      <EmbeddedFieldkit configUrl={CONFIG} tokenProvider={provider} theme="pink">
        <Counter />
      </EmbeddedFieldkit>,
    );
    expect(await screen.findByRole('button', { name: 'First page 1' })).toBeTruthy();
    await waitFor(() => expect(box.getAttribute('lang')).toBe('en-GB'));
  });
});

/** A widget's own state (an open window, a draft), and a text in the language in use. */
function Counter() {
  const [count, setCount] = useState(0);
  const { t } = useTranslation('core');
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {t('pages.first')} {count}
    </button>
  );
}

/** A host's button that pushes a notice, as a widget does after saving. */
function Notify() {
  const { notices } = useFieldkit();
  const push = () =>
    notices.getState().push({ severity: 'success', ns: 'core', title: 'notices.label', text: 'pages.first' });
  return (
    <button type="button" onClick={push}>
      Notify
    </button>
  );
}

/** A text of the core namespace, in the language in use. */
function Dismiss() {
  const { t } = useTranslation('core');
  return <p>{t('pages.first')}</p>;
}
