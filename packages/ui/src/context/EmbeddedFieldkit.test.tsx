import { type SessionEnd, TokenProviderRefusedError } from '@fieldkit/core';
import { demoSession, fakeNetwork, json, testConfigInput } from '@fieldkit/core/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetWidgetConnections } from '../element/connect-widget';
import { useSession } from '../hooks/useSession';
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
});
