import {
  createFieldkit,
  createI18n,
  createMemoryStorage,
  type Fieldkit,
  registerBuiltInTexts,
} from '@fieldkit/core';
import { fakeNetwork, json, testConfigInput } from '@fieldkit/core/testing';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldkitProvider } from '../context/FieldkitContext';
import { Notices } from './Notices';

registerBuiltInTexts('parcels', {
  title: 'Parcels',
  arrived: '{{count}} parcel arrived',
  arrived_other: '{{count}} parcels arrived',
  lost: 'A parcel was lost.',
});

const files = {
  'http://fk.test/i18n/en-GB.json': json({}),
  'http://fk.test/i18n/fr-FR.json': json({
    core: { session: { logoutTitle: 'Déconnexion' } },
    parcels: {
      title: 'Colis',
      arrived_one: '{{count}} colis arrivé',
      arrived_other: '{{count}} colis arrivés',
    },
  }),
};

function setup() {
  const net = fakeNetwork(files);
  const fieldkit = createFieldkit({
    config: testConfigInput,
    fetch: net.fetch,
    storage: createMemoryStorage(),
  });
  return { fieldkit, net };
}

/** A Fieldkit whose i18n starts in `language`, its files served by the fake network. */
async function inLanguage(language: string) {
  const { fieldkit, net } = setup();
  const i18n = await createI18n({
    config: { i18nPath: 'http://fk.test/i18n/', defaultLanguage: 'en-GB' },
    language,
    namespaces: ['core', 'parcels'],
    fetch: net.fetch,
  });
  return { fieldkit, i18n };
}

const show = (fieldkit: Fieldkit, i18n?: Awaited<ReturnType<typeof createI18n>>) =>
  render(
    <FieldkitProvider fieldkit={fieldkit} i18n={i18n}>
      <Notices duration={0} />
    </FieldkitProvider>,
  );

describe('a notice carries keys and is translated where it is shown', () => {
  it("shows the user's language, with the values filled in and the plural chosen", async () => {
    const { fieldkit, i18n } = await inLanguage('fr-FR');
    show(fieldkit, i18n);
    act(() => {
      fieldkit.notices
        .getState()
        .push({ severity: 'success', ns: 'parcels', title: 'title', text: 'arrived', values: { count: 3 } });
    });
    expect(screen.getByRole('status').textContent).toContain('Colis');
    expect(screen.getByRole('status').textContent).toContain('3 colis arrivés');
  });

  it('a key the language file lacks shows the built-in English, never the key', async () => {
    const { fieldkit, i18n } = await inLanguage('fr-FR');
    show(fieldkit, i18n);
    act(() => {
      fieldkit.notices.getState().push({ severity: 'error', ns: 'parcels', title: 'title', text: 'lost' });
    });
    expect(screen.getByRole('alert').textContent).toContain('A parcel was lost.');
  });

  it('a key may name another namespace, and the language changes what is already shown', async () => {
    const { fieldkit, i18n } = await inLanguage('en-GB');
    show(fieldkit, i18n);
    act(() => {
      fieldkit.notices
        .getState()
        .push({ severity: 'info', ns: 'parcels', title: 'core:session.logoutTitle', text: 'lost' });
    });
    expect(screen.getByRole('button', { name: 'Dismiss: Logout' })).toBeTruthy();
    await act(() => i18n.changeLanguage('fr-FR'));
    expect(screen.getByRole('button', { name: 'Dismiss: Déconnexion' })).toBeTruthy();
  });

  it('without an i18n, the built-in English of the namespace is shown', () => {
    const { fieldkit } = setup();
    show(fieldkit);
    act(() => {
      fieldkit.notices
        .getState()
        .push({ severity: 'success', ns: 'parcels', title: 'title', text: 'arrived', values: { count: 1 } });
    });
    expect(screen.getByRole('status').textContent).toContain('Parcels');
    expect(screen.getByRole('status').textContent).toContain('1 parcel arrived');
  });
});

describe('the notices’ own words follow the user’s language too', () => {
  it('in French, the region and each dismiss button are named in French', async () => {
    const net = fakeNetwork({
      ...files,
      'http://fk.test/i18n/fr-FR.json': json({
        core: { notices: { label: 'Notifications', dismiss: 'Fermer : {{title}}' } },
        parcels: { title: 'Colis', lost: 'Un colis est perdu.' },
      }),
    });
    const fieldkit = createFieldkit({
      config: testConfigInput,
      fetch: net.fetch,
      storage: createMemoryStorage(),
    });
    const i18n = await createI18n({
      config: { i18nPath: 'http://fk.test/i18n/', defaultLanguage: 'en-GB' },
      language: 'fr-FR',
      namespaces: ['core', 'parcels'],
      fetch: net.fetch,
    });
    show(fieldkit, i18n);
    act(() => {
      fieldkit.notices.getState().push({ severity: 'warning', ns: 'parcels', title: 'title', text: 'lost' });
    });
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fermer : Colis' })).toBeTruthy();
  });

  it('in English by default: "Dismiss: {title}"', () => {
    const { fieldkit } = setup();
    show(fieldkit);
    act(() => {
      fieldkit.notices.getState().push({ severity: 'info', ns: 'parcels', title: 'title', text: 'lost' });
    });
    expect(screen.getByRole('button', { name: 'Dismiss: Parcels' })).toBeTruthy();
  });
});
