import { registerBuiltInTexts } from '@fieldkit/core';
import { demoSession, fakeNetwork, json, testConfigInput } from '@fieldkit/core/testing';
import { act, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { useFieldkit } from '../context/FieldkitContext';
import { useSession } from '../hooks/useSession';
import { useTranslation } from '../hooks/useTranslation';
import { connectWidget, forgetWidgetConnections, RELEASE_GRACE_MS } from './connect-widget';
import { defineWidgetElement, type EventsOf } from './defineWidgetElement';
import { retryDelay } from './unreachable';
import { CONNECT_RETRY_MS } from './WidgetHost';

const CONFIG = 'http://fk.test/config.json';
const SESSION_INFO = 'http://fk.test/api/auth/Account/SessionInfo';
const EMBED_SIGN_IN = 'http://fk.test/api/auth/Account/EmbedSignIn';
/** The host page's own token URL (jsdom's page is http://localhost:3000/). */
const TOKEN_URL = 'http://localhost:3000/portal/fieldkit-token';
const NOW_S = Math.floor(Date.now() / 1000);
const jwt = (exp: number) =>
  `${btoa('{"alg":"HS256","typ":"JWT"}')}.${btoa(JSON.stringify({ sub: 42, exp })).replace(/=+$/, '')}.sig`;

registerBuiltInTexts('parcels', {
  hello: 'Hello {{name}}',
  saved: 'Saved',
  savedText: 'The parcel was saved.',
});

interface ParcelsProps {
  greeting?: string;
  onSaved?: (id: number) => void;
}

/** A small widget: it greets the signed-in user in its namespace and pushes a notice. */
function Parcels({ greeting, onSaved }: ParcelsProps) {
  const { notices } = useFieldkit();
  const { t } = useTranslation('parcels');
  const name = useSession((s) => s.session?.DisplayName ?? '');
  const save = () => {
    notices.getState().push({ severity: 'success', ns: 'parcels', title: 'saved', text: 'savedText' });
    onSaved?.(7);
  };
  return (
    <section aria-label="Parcels">
      <p>{greeting ?? t('hello', { name })}</p>
      <button type="button" onClick={save}>
        Save
      </button>
    </section>
  );
}

const ParcelsElement = defineWidgetElement('fk-test-parcels', Parcels, {
  namespace: 'parcels',
  props: { greeting: 'string' },
  events: ['onSaved'],
  parts: { parcels: 'the parcels' },
});

declare global {
  interface HTMLElementTagNameMap {
    'fk-test-parcels': InstanceType<typeof ParcelsElement>;
  }
}

let network: ReturnType<typeof fakeNetwork>;
let sessionInfo: () => Response;

beforeEach(() => {
  sessionInfo = () => json(demoSession);
  network = fakeNetwork({
    [CONFIG]: json(testConfigInput),
    [SESSION_INFO]: () => sessionInfo(),
    'POST http://fk.test/api/auth/Account/RemovePrivilegesCache': json({ Success: true }),
    'http://fk.test/api/auth/Account/Logout': json({ Success: true }),
    'http://fk.test/assets/i18n/en-GB.json': json({ parcels: { hello: 'Welcome, {{name}}' } }),
    'http://fk.test/assets/i18n/fr-FR.json': json({ parcels: { hello: 'Bienvenue, {{name}}' } }),
  });
  vi.stubGlobal('fetch', network.fetch);
});

afterEach(() => {
  document.body.innerHTML = '';
  forgetWidgetConnections();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function mount(attributes: Record<string, string>) {
  const element = document.createElement('fk-test-parcels');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

const inside = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);
const calls = (url: string) => network.requests.filter((r) => r.url === url).length;

describe('a widget element connects itself from its config URL and the portal token', () => {
  it('signs in with the token, shows the widget in the host language file, and themes the element', async () => {
    const token = jwt(NOW_S + 900);
    const element = mount({ 'config-url': CONFIG, token });
    await waitFor(() => expect(inside(element).getByText('Welcome, Dispatch Desk')).toBeTruthy());
    const seen = network.requests.find((r) => r.url === SESSION_INFO);
    expect(seen?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(element.getAttribute('data-fk-theme')).not.toBeNull();
  });

  it("the token's own expiry is the session's, not a fixed hour", async () => {
    const token = jwt(NOW_S + 300);
    const element = mount({ 'config-url': CONFIG, token });
    await waitFor(() => expect(inside(element).getByText('Welcome, Dispatch Desk')).toBeTruthy());
    const { fieldkit } = await connectWidget(CONFIG, { token: token }, ['parcels']);
    expect(fieldkit.session.getState().expiresAt).toBe((NOW_S + 300) * 1000);
  });

  it('the lang attribute speaks the page’s language over the user’s profile (en-GB)', async () => {
    const element = mount({ 'config-url': CONFIG, token: jwt(NOW_S + 900), lang: 'fr-FR' });
    await waitFor(() => expect(inside(element).getByText('Bienvenue, Dispatch Desk')).toBeTruthy());
    expect(inside(element).queryByText('Welcome, Dispatch Desk')).toBeNull();
    expect(calls('http://fk.test/assets/i18n/fr-FR.json')).toBe(1);
  });

  it('leaves a theme the page chose', async () => {
    const element = mount({ 'config-url': CONFIG, token: jwt(NOW_S + 900), 'data-fk-theme': 'pink' });
    await waitFor(() => expect(inside(element).getByText('Welcome, Dispatch Desk')).toBeTruthy());
    expect(element.getAttribute('data-fk-theme')).toBe('pink');
  });

  it('two elements with the same config and token share one Fieldkit: one config load, one session call', async () => {
    const token = jwt(NOW_S + 900);
    const one = mount({ 'config-url': CONFIG, token });
    const two = mount({ 'config-url': CONFIG, token, greeting: 'Second' });
    await waitFor(() => expect(inside(one).getByText('Welcome, Dispatch Desk')).toBeTruthy());
    await waitFor(() => expect(inside(two).getByText('Second')).toBeTruthy());
    expect(calls(CONFIG)).toBe(1);
    expect(calls(SESSION_INFO)).toBe(1);
  });

  it('another script of the page (its own copy of this code) finds the page’s connection, not one of its own', async () => {
    const token = jwt(NOW_S + 900);
    const element = mount({ 'config-url': CONFIG, token });
    await waitFor(() => expect(inside(element).getByText('Welcome, Dispatch Desk')).toBeTruthy());
    const ours = await connectWidget(CONFIG, { token }, ['parcels']);
    vi.resetModules();
    const copy: typeof import('./connect-widget') = await import('./connect-widget');
    expect(copy.connectWidget).not.toBe(connectWidget);
    const theirs = await copy.connectWidget(CONFIG, { token }, ['parcels']);
    expect(theirs.fieldkit).toBe(ours.fieldkit);
    expect(theirs.i18n).toBe(ours.i18n);
    expect(calls(CONFIG)).toBe(1);
    expect(calls(SESSION_INFO)).toBe(1);
  });

  it('a token swapped for another leaves no connection behind: the old one’s hubs stop once no element holds it', async () => {
    const first = jwt(NOW_S + 900);
    const element = mount({ 'config-url': CONFIG, token: first });
    await waitFor(() => expect(inside(element).getByText('Welcome, Dispatch Desk')).toBeTruthy());
    const old = (await connectWidget(CONFIG, { token: first }, ['parcels'])).fieldkit;
    const stopped = vi.spyOn(old, 'stopHubs');
    const second = jwt(NOW_S + 901);
    element.setAttribute('token', second);
    await waitFor(() => expect(inside(element).getByText('Welcome, Dispatch Desk')).toBeTruthy());
    expect((await connectWidget(CONFIG, { token: second }, ['parcels'])).fieldkit).not.toBe(old);
    await waitFor(() => expect(stopped).toHaveBeenCalledTimes(1), { timeout: RELEASE_GRACE_MS + 1000 });
    // Forgotten: the old token would connect afresh.
    expect((await connectWidget(CONFIG, { token: first }, ['parcels'])).fieldkit).not.toBe(old);
  });

  it('an element moved in the page keeps its connection (taken up again within the grace)', async () => {
    const token = jwt(NOW_S + 900);
    const element = mount({ 'config-url': CONFIG, token });
    await waitFor(() => expect(inside(element).getByText('Welcome, Dispatch Desk')).toBeTruthy());
    const { fieldkit } = await connectWidget(CONFIG, { token: token }, ['parcels']);
    const stopped = vi.spyOn(fieldkit, 'stopHubs');
    const box = document.createElement('div');
    document.body.append(box);
    box.append(element);
    await waitFor(() => expect(inside(element).getByText('Welcome, Dispatch Desk')).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, RELEASE_GRACE_MS + 200));
    expect(stopped).not.toHaveBeenCalled();
    expect((await connectWidget(CONFIG, { token: token }, ['parcels'])).fieldkit).toBe(fieldkit);
  });

  it('a notice shows once for the page, and the next element shows them when the first goes', async () => {
    const token = jwt(NOW_S + 900);
    const one = mount({ 'config-url': CONFIG, token });
    const two = mount({ 'config-url': CONFIG, token });
    await waitFor(() => expect(inside(two).getByRole('button', { name: 'Save' })).toBeTruthy());
    act(() => inside(two).getByRole('button', { name: 'Save' }).click());
    await waitFor(() => expect(inside(one).getByText('The parcel was saved.')).toBeTruthy());
    expect(inside(two).queryByText('The parcel was saved.')).toBeNull();
    act(() => one.remove());
    await waitFor(() => expect(inside(two).getByText('The parcel was saved.')).toBeTruthy());
  });

  it("dispatches the widget's events, typed by its events map, across the shadow root", async () => {
    const element = mount({ 'config-url': CONFIG, token: jwt(NOW_S + 900) });
    const details: number[] = [];
    element.addEventListener('fk-saved', (event) => details.push(event.detail));
    await waitFor(() => expect(inside(element).getByRole('button', { name: 'Save' })).toBeTruthy());
    act(() => inside(element).getByRole('button', { name: 'Save' }).click());
    expect(details).toEqual([7]);
  });

  it('is declared once: its parts on its class, its events and attributes typed from the props it names', () => {
    expect(ParcelsElement.parts).toEqual(['parcels']);
    expect(customElements.get('fk-test-parcels')).toBe(ParcelsElement);
    expectTypeOf<EventsOf<typeof ParcelsElement>>().toEqualTypeOf<{ 'fk-saved': number }>();
    expectTypeOf<HTMLElementTagNameMap['fk-test-parcels']['greeting']>().toEqualTypeOf<string | undefined>();
  });
});

describe('a refused token is said plainly; an unreachable server is tried again', () => {
  it('an expired token is refused without asking the server, in an alert', async () => {
    const element = mount({ 'config-url': CONFIG, token: jwt(NOW_S - 5) });
    await waitFor(() =>
      expect(inside(element).getByRole('alert').textContent).toBe('The access token has expired.'),
    );
    expect(calls(SESSION_INFO)).toBe(0);
  });

  it('a token the server refuses is shown as refused and not tried again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sessionInfo = () => json({ message: 'Token refused' }, 401);
    const element = mount({ 'config-url': CONFIG, token: jwt(NOW_S + 900) });
    await waitFor(() => expect(inside(element).getByRole('alert')).toBeTruthy());
    await act(() => vi.advanceTimersByTimeAsync(CONNECT_RETRY_MS * 3));
    expect(calls(SESSION_INFO)).toBe(1);
  });

  it('a server out of reach is said in a short line, told once in fk-error with the likely cause, tried again less and less often', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // No answer at all, as a browser reports a server that is down or a CORS refusal alike.
    let configAsks = 0;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      if (String(input) !== CONFIG) return network.fetch(input);
      configAsks += 1;
      throw new TypeError('Failed to fetch');
    });
    const heard: unknown[] = [];
    const listen = (event: Event) => heard.push((event as CustomEvent).detail);
    document.addEventListener('fk-error', listen);
    try {
      const element = mount({ 'config-url': CONFIG, token: jwt(NOW_S + 900) });
      await waitFor(() =>
        expect(inside(element).getByRole('status').textContent).toBe('Could not connect. Trying again…'),
      );
      expect(heard).toEqual([
        {
          reason: 'unreachable',
          url: CONFIG,
          message: expect.stringMatching(/could not reach http:\/\/fk\.test\/config\.json.*ALLOWED_ORIGINS/),
        },
      ]);
      // 3 s, then 6 s, then 12 s: three more tries in 21 s, not seven; said once for the whole outage.
      await act(() => vi.advanceTimersByTimeAsync(21_000));
      expect(configAsks).toBe(4);
      expect(heard).toHaveLength(1);
    } finally {
      document.removeEventListener('fk-error', listen);
    }
  });

  it('the wait between tries doubles from 3 s up to a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelay)).toEqual([
      3000, 6000, 12000, 24000, 48000, 60000, 60000, 60000,
    ]);
  });

  it('a server that cannot be reached is tried again until it answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sessionInfo = () => json({ message: 'Starting' }, 503);
    const element = mount({ 'config-url': CONFIG, token: jwt(NOW_S + 900) });
    await waitFor(() => expect(calls(SESSION_INFO)).toBe(1));
    sessionInfo = () => json(demoSession);
    await act(() => vi.advanceTimersByTimeAsync(CONNECT_RETRY_MS));
    await waitFor(() => expect(inside(element).getByText('Welcome, Dispatch Desk')).toBeTruthy());
    expect(inside(element).queryByRole('alert')).toBeNull();
  });
});

/** A token grant of the demo session, as `Account/EmbedSignIn` answers an assertion. */
const grant = (token = jwt(NOW_S + 900)) =>
  json({
    access_token: token,
    token_type: 'Bearer',
    expires_in: 900,
    expires_at: (NOW_S + 900) * 1000,
    session: demoSession,
  });

describe('a host vouches for its user: token-url, tokenProvider, and fk-session-end', () => {
  it('token-url: asked on the page’s origin, its assertion exchanged, once for every element of the page', async () => {
    network = fakeNetwork({
      [CONFIG]: json(testConfigInput),
      [TOKEN_URL]: json({ Assertion: 'host.signed.assertion' }),
      [`POST ${EMBED_SIGN_IN}`]: () => grant(),
      'http://fk.test/assets/i18n/en-GB.json': json({ parcels: { hello: 'Welcome, {{name}}' } }),
    });
    vi.stubGlobal('fetch', network.fetch);
    const one = mount({ 'config-url': CONFIG, 'token-url': '/portal/fieldkit-token' });
    const two = mount({ 'config-url': CONFIG, 'token-url': '/portal/fieldkit-token', greeting: 'Second' });
    await waitFor(() => expect(inside(one).getByText('Welcome, Dispatch Desk')).toBeTruthy());
    await waitFor(() => expect(inside(two).getByText('Second')).toBeTruthy());
    expect(calls(TOKEN_URL)).toBe(1);
    const exchange = network.requests.find((r) => r.url === EMBED_SIGN_IN);
    expect(JSON.parse(exchange?.body ?? '{}')).toEqual({ Assertion: 'host.signed.assertion' });
    // Nothing of the host's session is kept in the page's storage.
    expect(localStorage.getItem('fk.session')).toBeNull();
  });

  it('tokenProvider: a property passed as it is, set before the element is upgraded too; the same function shares one session', async () => {
    const provider = vi.fn(async () => ({ access_token: jwt(NOW_S + 900) }));
    const early = document.createElement('fk-test-parcels-late');
    (early as unknown as { tokenProvider: unknown }).tokenProvider = provider;
    early.setAttribute('config-url', CONFIG);
    document.body.append(early);
    defineWidgetElement('fk-test-parcels-late', Parcels, {
      namespace: 'parcels',
      props: { greeting: 'string' },
      events: [],
      parts: {},
    });
    const late = mount({ 'config-url': CONFIG });
    late.tokenProvider = provider;
    await waitFor(() => expect(inside(early).getByText('Welcome, Dispatch Desk')).toBeTruthy());
    await waitFor(() => expect(inside(late).getByText('Welcome, Dispatch Desk')).toBeTruthy());
    expect(late.tokenProvider).toBe(provider);
    expect(provider).toHaveBeenCalledTimes(1);
  });

  it('a refused start fires fk-session-end on each element, with the reason, and says so in place', async () => {
    network = fakeNetwork({
      [CONFIG]: json(testConfigInput),
      [TOKEN_URL]: json({ Assertion: 'revoked.key.assertion' }),
      [`POST ${EMBED_SIGN_IN}`]: () => json({ message: 'Unknown or revoked embed key.' }, 401),
    });
    vi.stubGlobal('fetch', network.fetch);
    const heard: unknown[] = [];
    document.addEventListener('fk-session-end', (event) => heard.push((event as CustomEvent).detail));
    const element = mount({ 'config-url': CONFIG, 'token-url': '/portal/fieldkit-token' });
    await waitFor(() =>
      expect(inside(element).getByRole('alert').textContent).toBe('Unknown or revoked embed key.'),
    );
    expect(heard).toEqual([{ reason: 'refused', message: 'Unknown or revoked embed key.' }]);
  });

  it('a session that ends (signed out on the page) shows the signed-out state and fires fk-session-end, typed', async () => {
    const provider = async () => ({ access_token: jwt(NOW_S + 900) });
    const element = mount({ 'config-url': CONFIG });
    element.tokenProvider = provider;
    const heard: { reason: string; message: string }[] = [];
    element.addEventListener('fk-session-end', (event) => heard.push(event.detail));
    await waitFor(() => expect(inside(element).getByText('Welcome, Dispatch Desk')).toBeTruthy());
    const { fieldkit } = await connectWidget(CONFIG, { tokenProvider: provider }, ['parcels']);
    await act(() => fieldkit.actions.signOut());
    await waitFor(() => expect(inside(element).getByRole('status').textContent).toBe('Signed out.'));
    expect(inside(element).queryByRole('region', { name: 'Parcels' })).toBeNull();
    expect(heard).toEqual([{ reason: 'signedOut', message: 'Signed out.' }]);
    expect(inside(element).queryByText(/redirected/)).toBeNull();
  });
});
