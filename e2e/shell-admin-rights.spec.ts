import { type Browser, expect, type Page, test } from '@playwright/test';
import { openInLanguage } from './shell-support';
import { snap } from './support';

// Issue 14, "The shell on a phone, and for the keyboard": screens gated by a right refuse a user without it also when
// reached by typing the URL, with a clear message; the server refuses their data too. In the demo seed carol
// (administrator) has the view right on Administration Setup System Settings; alice (dispatcher, manager) and bob
// (technician) do not.

/** A user signed in, in a language, at a width; every screen's data answer is recorded. */
async function openAs(browser: Browser, username: string, language: string, width: number) {
  const answers: Array<{ url: string; status: number }> = [];
  const opened = await openInLanguage(browser, username, language, width, (page) =>
    page.on('response', (r) => answers.push({ url: r.url(), status: r.status() })),
  );
  return { ...opened, answers };
}

const typeUrl = async (page: Page, path: string) => {
  await page.goto(path);
};

const REFUSED = {
  'en-GB': {
    title: 'No access to this screen',
    text: /needs the view right on Administration Setup System Settings/,
  },
  'fr-FR': {
    title: 'Accès refusé à cet écran',
    text: /droit de consultation sur Administration – Paramètres système/,
  },
  'es-ES': {
    title: 'Sin acceso a esta pantalla',
    text: /permiso de consulta en Administración – Configuración del sistema/,
  },
} as const;

test.describe('admin screens refuse a user without the right, a typed URL included', () => {
  test('bob (technician) typing the system settings URL gets a clear refusal, and no setting is shown', async ({
    browser,
  }) => {
    const { context, page, answers } = await openAs(browser, 'bob', 'en-GB', 1440);
    await typeUrl(page, '/admin/systemsettings/');
    await expect(page.getByRole('heading', { level: 1, name: REFUSED['en-GB'].title })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: REFUSED['en-GB'].text })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'System settings' })).toHaveCount(0);
    await expect(page.getByText(/^21 · /)).toHaveCount(0);
    // Nothing of the screen's data reached the page.
    expect(answers.filter((a) => a.url.includes('/GetCompanySettings/') && a.status === 200)).toEqual([]);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await context.close();
  });

  test('the other admin screens refuse him too: the admin landing, ad-hoc reports, data import, integration', async ({
    browser,
  }) => {
    const { context, page } = await openAs(browser, 'bob', 'en-GB', 1440);
    for (const path of ['/admin', '/admin/reports/type=run', '/dataimport', '/integration/client?targ=x']) {
      await typeUrl(page, path);
      await expect(
        page.getByRole('heading', { level: 1, name: REFUSED['en-GB'].title }),
        `${path} is refused`,
      ).toBeVisible();
    }
    await context.close();
  });

  for (const [language, width] of [
    ['fr-FR', 1440],
    ['fr-FR', 390],
    ['es-ES', 1440],
    ['es-ES', 390],
  ] as const) {
    test(`alice (dispatcher) is refused in her language: ${language} at ${width} px`, async ({ browser }) => {
      const { context, page } = await openAs(browser, 'alice', language, width);
      await typeUrl(page, '/admin/systemsettings/');
      await expect(page.getByRole('heading', { level: 1, name: REFUSED[language].title })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: REFUSED[language].text })).toBeVisible();
      await snap(page, `admin-refused-${language}-${width}`, { fullPage: false });
      await context.close();
    });
  }

  test('carol (administrator) opens system settings by its URL, with every setting', async ({ browser }) => {
    const { context, page } = await openAs(browser, 'carol', 'en-GB', 1440);
    await typeUrl(page, '/admin/systemsettings/');
    await expect(page.getByRole('heading', { level: 1, name: 'System settings' })).toBeVisible();
    await expect(page.getByText(/^21 · /)).toBeVisible();
    await expect(page.getByRole('heading', { name: REFUSED['en-GB'].title })).toHaveCount(0);
    await context.close();
  });
});

test.describe('report dashboards follow the Reports menu; the help dashboard is everyone’s', () => {
  for (const width of [1440, 390]) {
    test(`bob (technician) typing a report dashboard's URL is refused; Help opens for him (${width} px)`, async ({
      browser,
    }) => {
      const { context, page, answers } = await openAs(browser, 'bob', 'en-GB', width);
      await typeUrl(page, '/reports/dashboards/12');
      await expect(page.getByRole('heading', { level: 1, name: REFUSED['en-GB'].title })).toBeVisible();
      await expect(
        page.getByRole('alert').filter({ hasText: /This dashboard is for dispatchers and administrators/ }),
      ).toBeVisible();
      await expect(page.getByText('Open work orders')).toHaveCount(0);
      expect(answers.filter((a) => a.url.includes('/GetReportDashboard/2/12') && a.status === 200)).toEqual(
        [],
      );
      await snap(page, `dashboard-refused-${width}`, { fullPage: false });
      await typeUrl(page, '/reports/dashboards/810');
      await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
      await expect(page.getByText('Guides', { exact: true })).toBeVisible();
      await context.close();
    });
  }

  test('alice (dispatcher) opens the same dashboard', async ({ browser }) => {
    const { context, page } = await openAs(browser, 'alice', 'en-GB', 1440);
    await typeUrl(page, '/reports/dashboards/12');
    await expect(page.getByRole('heading', { level: 1, name: 'Operations Dashboard' })).toBeVisible();
    await expect(page.getByText('Open work orders')).toBeVisible();
    await context.close();
  });
});
