import { registerBuiltInTexts } from '@fieldkit/core';
import { demoSession, fakeNetwork, json, testConfigInput } from '@fieldkit/core/testing';
import { act, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { useFieldkit } from '../context/FieldkitContext';
import { useSession } from '../hooks/useSession';
import { useTranslation } from '../hooks/useTranslation';
import { connectWidget, forgetWidgetConnections, RELEASE_GRACE_MS } from './connect-widget';
import { defineWidgetElement, type EventsOf } from './defineWidgetElement';
import { CONNECT_RETRY_MS } from './WidgetHost';

const CONFIG = 'http://fk.test/config.json';
const SESSION_INFO = 'http://fk.test/api/auth/Account/SessionInfo';
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
  parts: ['parcels'],
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
    'http://fk.test/assets/i18n/en-GB.json': json({ parcels: { hello: 'Welcome, {{name}}' } }),
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
    const { fieldkit } = await connectWidget(CONFIG, token, 'parcels');
    expect(fieldkit.session.getState().expiresAt).toBe((NOW_S + 300) * 1000);
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

  it('a token swapped for another leaves no connection behind: the old one’s hubs stop once no element holds it', async () => {
    const first = jwt(NOW_S + 900);
    const element = mount({ 'config-url': CONFIG, token: first });
    await waitFor(() => expect(inside(element).getByText('Welcome, Dispatch Desk')).toBeTruthy());
    const old = (await connectWidget(CONFIG, first, 'parcels')).fieldkit;
    const stopped = vi.spyOn(old, 'stopHubs');
    const second = jwt(NOW_S + 901);
    element.setAttribute('token', second);
    await waitFor(() => expect(inside(element).getByText('Welcome, Dispatch Desk')).toBeTruthy());
    expect((await connectWidget(CONFIG, second, 'parcels')).fieldkit).not.toBe(old);
    await waitFor(() => expect(stopped).toHaveBeenCalledTimes(1), { timeout: RELEASE_GRACE_MS + 1000 });
    // Forgotten: the old token would connect afresh.
    expect((await connectWidget(CONFIG, first, 'parcels')).fieldkit).not.toBe(old);
  });

  it('an element moved in the page keeps its connection (taken up again within the grace)', async () => {
    const token = jwt(NOW_S + 900);
    const element = mount({ 'config-url': CONFIG, token });
    await waitFor(() => expect(inside(element).getByText('Welcome, Dispatch Desk')).toBeTruthy());
    const { fieldkit } = await connectWidget(CONFIG, token, 'parcels');
    const stopped = vi.spyOn(fieldkit, 'stopHubs');
    const box = document.createElement('div');
    document.body.append(box);
    box.append(element);
    await waitFor(() => expect(inside(element).getByText('Welcome, Dispatch Desk')).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, RELEASE_GRACE_MS + 200));
    expect(stopped).not.toHaveBeenCalled();
    expect((await connectWidget(CONFIG, token, 'parcels')).fieldkit).toBe(fieldkit);
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
    element.addEventListener('saved', (event) => details.push(event.detail));
    await waitFor(() => expect(inside(element).getByRole('button', { name: 'Save' })).toBeTruthy());
    act(() => inside(element).getByRole('button', { name: 'Save' }).click());
    expect(details).toEqual([7]);
  });

  it('is declared once: its parts on its class, its events and attributes typed from the props it names', () => {
    expect(ParcelsElement.parts).toEqual(['parcels']);
    expect(customElements.get('fk-test-parcels')).toBe(ParcelsElement);
    expectTypeOf<EventsOf<typeof ParcelsElement>>().toEqualTypeOf<{ saved: number }>();
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
