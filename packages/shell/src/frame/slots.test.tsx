import { createFieldkit, createI18n, createMemoryStorage, type Fieldkit } from '@fieldkit/core';
import { sameOriginConfig } from '@fieldkit/core/contract';
import { demoSession } from '@fieldkit/core/testing';
import { FieldkitProvider } from '@fieldkit/ui';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { ShellContext } from '../app/ShellContext';
import { seesCompanyList } from './CompanyItem';
import { chatTopBarItem } from './chat-icon';
import { notesTopBarItem } from './notes-bell';
import { TopBarSlots } from './slots';
import { smsEmailAlertsTopBarItem } from './sms-email-alerts';
import { createTopBarRegistry, type TopBarItem } from './top-bar-items';

// The real items with their gates; their widgets (which connect hubs) are stood in for by plain buttons.
const chatItem: TopBarItem = { ...chatTopBarItem, component: () => <button type="button">Chat icon</button> };
const bellItem: TopBarItem = { ...notesTopBarItem, component: () => <button type="button">Bell</button> };
const alertsItem: TopBarItem = {
  ...smsEmailAlertsTopBarItem,
  component: () => <button type="button">SMS and e-mail alerts</button>,
};

/** The top bar's items for a company whose settings are `settings`; the SMS/e-mail count call answers zeros. */
async function renderSlots(
  settings: Record<number, string>,
  topBar = createTopBarRegistry([chatItem, bellItem, alertsItem]),
) {
  const fieldkit: Fieldkit = createFieldkit({
    config: sameOriginConfig('http://fk.test'),
    storage: createMemoryStorage(),
    fetch: async () =>
      new Response(JSON.stringify({ SmsCount: 0, EmailCount: 0, Items: [] }), {
        headers: { 'Content-Type': 'application/json' },
      }),
  });
  fieldkit.session.setState({ token: 'tok', expiresAt: Date.now() + 60_000, session: demoSession, settings });
  const i18n = await createI18n({ config: fieldkit.config, fetch: async () => new Response('{}') });
  render(
    <FieldkitProvider fieldkit={fieldkit} i18n={i18n}>
      <ShellContext.Provider value={{ i18n, topBar }}>
        <TopBarSlots />
      </ShellContext.Provider>
    </FieldkitProvider>,
  );
}

afterEach(cleanup);

describe('the top bar slots are gated by their settings', () => {
  test('chat icon when 322 is 0, bell when 428 is 1, alerts when 320 or 321 is 1', async () => {
    await renderSlots({ 322: '0', 428: '1', 320: '0', 321: '1' });
    expect(screen.getByRole('button', { name: 'Chat icon' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bell' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'SMS and e-mail alerts' })).toBeTruthy();
  });

  test('none of them when 322 is 1, 428 is 0 and 320 and 321 are 0', async () => {
    await renderSlots({ 322: '1', 428: '0', 320: '0', 321: '0' });
    expect(screen.queryByRole('button', { name: 'Chat icon' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bell' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'SMS and e-mail alerts' })).toBeNull();
  });
});

describe('widgets register their items; the top bar shows them in order, as they come and go', () => {
  test('an item registered after the first render shows, in its place, and goes when it is removed', async () => {
    const topBar = createTopBarRegistry([chatItem]);
    await renderSlots({ 322: '0', 428: '1' }, topBar);
    expect(screen.queryByRole('button', { name: 'Bell' })).toBeNull();
    let remove = () => {};
    act(() => {
      remove = topBar.register({ ...bellItem, order: 5 });
    });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Bell', 'Chat icon']);
    act(() => remove());
    expect(screen.queryByRole('button', { name: 'Bell' })).toBeNull();
  });

  test('registering an id again replaces the item', () => {
    const topBar = createTopBarRegistry([chatItem]);
    const other = { ...chatItem, order: 1 };
    topBar.register(other);
    expect(topBar.items()).toEqual([other]);
  });

  test('an item with no gate is always shown', async () => {
    await renderSlots({ 322: '1' }, createTopBarRegistry([{ ...chatItem, shownWhen: [] }]));
    expect(screen.getByRole('button', { name: 'Chat icon' })).toBeTruthy();
  });
});

describe('the company item: a site admin role group or company 1 goes to the company list', () => {
  test.each([
    [{ MaxRoleGroup: 9, CompanyId: 2 }, true],
    [{ MaxRoleGroup: 2, CompanyId: 1 }, true],
    [{ MaxRoleGroup: 2, CompanyId: 2 }, false],
    [{ MaxRoleGroup: 3, CompanyId: 3 }, false],
  ])('%o sees the company list: %s', (session, expected) => {
    expect(seesCompanyList(session)).toBe(expected);
  });
});
