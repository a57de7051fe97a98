import { createFieldkit, createMemoryStorage, type Fieldkit } from '@fieldkit/core';
import { demoGrant, demoSession, fakeNetwork, json, testConfigInput } from '@fieldkit/core/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FieldkitProvider } from '../context/FieldkitContext';
import { Notices } from './Notices';
import { SessionExpiryDialog } from './SessionExpiryDialog';

const auth = 'http://fk.test/api/auth/';

function signedIn(routes: Parameters<typeof fakeNetwork>[0] = {}) {
  const net = fakeNetwork({
    'http://fk.test/api/inventory/Log/WebLog': json({ LogId: 1 }),
    [`POST ${auth}Account/RemovePrivilegesCache`]: json({ Success: true }),
    [`GET ${auth}Account/Logout`]: json({ Success: true }),
    ...routes,
  });
  const fieldkit = createFieldkit({
    config: testConfigInput,
    fetch: net.fetch,
    storage: createMemoryStorage(),
  });
  fieldkit.session.setState({ token: 'tok-1', expiresAt: Date.now() + 60_000, session: demoSession });
  return { fieldkit, net };
}

const renderWith = (fieldkit: Fieldkit, ui: React.ReactNode) =>
  render(<FieldkitProvider fieldkit={fieldkit}>{ui}</FieldkitProvider>);

describe("Notices shows core's notices as toasts", () => {
  it('a pushed notice appears with its title and text, and dismissing it removes it from the store', async () => {
    const { fieldkit } = signedIn();
    renderWith(fieldkit, <Notices duration={0} />);
    act(() => {
      fieldkit.notices
        .getState()
        .push({ severity: 'info', ns: 'core', title: 'session.logoutTitle', text: 'session.expired' });
    });
    const toast = screen.getByRole('status');
    expect(toast.textContent).toContain('Logout');
    expect(toast.textContent).toContain('Your session has expired, or someone is signed in');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss: Logout' }));
    expect(fieldkit.notices.getState().notices).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('a token about to expire shows a confirm dialog', () => {
  it('is hidden until the expiry prompt is on', () => {
    const { fieldkit } = signedIn();
    renderWith(fieldkit, <SessionExpiryDialog />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => fieldkit.session.setState({ expiryPrompt: true }));
    expect(screen.getByRole('alertdialog', { name: 'Session expiring' })).toBeTruthy();
  });

  it('continue refreshes the token and hides the dialog', async () => {
    const grant = demoGrant('tok-2');
    const { fieldkit, net } = signedIn({ [`POST ${auth}Account/RefreshToken`]: json(grant) });
    fieldkit.session.setState({ expiryPrompt: true });
    renderWith(fieldkit, <SessionExpiryDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fieldkit.session.getState().token).toBe('tok-2');
    expect(net.requests.some((r) => r.url === `${auth}Account/RefreshToken`)).toBe(true);
  });

  it('sign out ends the session', async () => {
    const { fieldkit } = signedIn();
    fieldkit.session.setState({ expiryPrompt: true });
    renderWith(fieldkit, <SessionExpiryDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(fieldkit.session.getState().token).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Escape keeps the session (it refreshes), and Continue has the initial focus so Enter does too', async () => {
    const grant = demoGrant('tok-3');
    const { fieldkit } = signedIn({ [`POST ${auth}Account/RefreshToken`]: json(grant) });
    fieldkit.session.setState({ expiryPrompt: true });
    renderWith(fieldkit, <SessionExpiryDialog />);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue' })),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(fieldkit.session.getState().token).toBe('tok-3'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
