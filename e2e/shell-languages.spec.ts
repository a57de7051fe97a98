import { expect, type Page, test } from '@playwright/test';
import { openInLanguage } from './shell-support';
import { snap } from './support';

// Issue 14, "Every text in the user's language": Spanish as complete as French (menus, statuses, notices), quick
// search types and their messages and record statuses translated, money and dates the language's way in the
// company's currency, language names in their own language, and clear and delete confirmations that say what they do.

/** A quick search through the top bar by type id, whatever the language. */
async function searchBy(page: Page, typeId: string, text: string) {
  const bar = page.getByRole('banner');
  await bar.locator('select.fk-shell-search-type').selectOption(typeId);
  const box = bar.locator('input.fk-shell-search-text');
  await box.fill(text);
  await box.press('Enter');
}

const SPANISH_MENU = [
  'Inicio',
  'Órdenes de trabajo',
  'Despacho',
  'Clientes',
  'Mantenimiento preventivo',
  'Proyectos',
];

test.describe('Spanish is as complete as French', () => {
  for (const width of [1440, 390]) {
    test(`the side menu and the mega-menu are in Spanish at ${width} px`, async ({ browser }) => {
      const { context, page } = await openInLanguage(browser, 'alice', 'es-ES', width);
      const side = page.getByRole('navigation', { name: 'Menú lateral', includeHidden: true });
      await expect(side.getByRole('link', { name: 'Inicio', includeHidden: true })).toBeAttached();
      for (const name of SPANISH_MENU.slice(1))
        await expect(side.getByRole('button', { name, includeHidden: true })).toBeAttached();
      await expect(side.getByText('Work Orders', { exact: true })).toHaveCount(0);
      if (width < 600) {
        // On a phone the mega-menu is behind More.
        await page.getByRole('banner').getByRole('button', { name: /^Más/ }).click();
      }
      await page.getByRole('button', { name: 'Menú', exact: true }).click();
      const mega = page.getByRole('navigation', { name: 'Todas las entradas del menú' });
      await expect(mega.getByRole('heading', { name: 'Órdenes de trabajo' })).toBeVisible();
      await expect(mega.getByRole('region', { name: 'Informes' })).toBeVisible();
      await expect(mega.getByRole('link', { name: 'Panel de operaciones' })).toBeVisible();
      await expect(mega.getByText(/Work Orders|Dashboard|Customers/)).toHaveCount(0);
      await snap(page, `languages-mega-menu-es-${width}`, { fullPage: false });
      await context.close();
    });
  }

  test('the licence warning shows in Spanish after a switch from English, the language names each in its own', async ({
    browser,
  }) => {
    const { context, page } = await openInLanguage(browser, 'alice', 'en-GB');
    await expect(page.getByText('Your licence expires in 5 days.')).toBeVisible();
    const select = page.getByRole('banner').getByRole('combobox', { name: 'Language' });
    await expect(select.getByRole('option')).toHaveText(['English (UK)', 'Français', 'Español']);
    await select.selectOption('es-ES');
    await expect(page.getByText('Su licencia caduca en 5 días.')).toBeVisible();
    await expect(page.getByText('Your licence expires in 5 days.')).toHaveCount(0);
    // The notice's own words too: its region and its dismiss button.
    const notices = page.getByRole('region', { name: 'Notificaciones' });
    await expect(notices.getByRole('button', { name: 'Cerrar: Licencia' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Dismiss/ })).toHaveCount(0);
    await context.close();
  });
});

test.describe('quick search types, their messages and record statuses in the user language', () => {
  for (const [language, workOrder, notFound, status] of [
    ['fr-FR', 'Ordre de travail', 'Ordre de travail : ce numéro n’existe pas.', 'Ouvert'],
    ['es-ES', 'Orden de trabajo', 'Orden de trabajo: ese número no existe.', 'Abierto'],
  ] as const) {
    test(`${language}: the type select, the not-found message and a work order's status`, async ({
      browser,
    }) => {
      const { context, page } = await openInLanguage(browser, 'alice', language);
      const bar = page.getByRole('banner');
      const types = bar.locator('select.fk-shell-search-type');
      await expect(types.getByRole('option').first()).toHaveText(workOrder);
      await expect(types.getByRole('option', { name: /Work Order|Quote|Job|Serial/ })).toHaveCount(0);
      await searchBy(page, '1', '9999');
      await expect(page.getByText(notFound)).toBeVisible();
      await expect(page.getByText(/Work Order/)).toHaveCount(0);
      await snap(page, `languages-search-not-found-${language}`, { fullPage: false });
      await searchBy(page, '1', 'WO-1001');
      await expect(page.getByRole('heading', { level: 1, name: `${workOrder} WO-1001` })).toBeVisible();
      await expect(page.locator('.fk-shell-fields dd', { hasText: status })).toBeVisible();
      await expect(page.locator('.fk-shell-fields dd', { hasText: /^Open$/ })).toHaveCount(0);
      await context.close();
    });
  }
});

test.describe("money follows the language's format, the currency stays the company's", () => {
  for (const [language, width, heading, total] of [
    ['fr-FR', 1440, 'Devis Q-3001', '1 250,50 £'],
    ['fr-FR', 390, 'Devis Q-3001', '1 250,50 £'],
    ['es-ES', 1440, 'Presupuesto Q-3001', '1250,50 £'],
    ['en-GB', 1440, 'Quote Q-3001', '£1,250.50'],
  ] as const) {
    test(`${language} at ${width} px: the quote's total is ${total}`, async ({ browser }) => {
      const { context, page } = await openInLanguage(browser, 'alice', language, width);
      if (width < 600)
        await page
          .getByRole('banner')
          .getByRole('button', { name: /^(Plus|Más|More)/ })
          .click();
      await searchBy(page, '5', '3001');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const shown = await page.locator('.fk-shell-fields dd').allTextContents();
      expect(shown.map((text) => text.replace(/[\u00a0\u202f]/g, ' '))).toContain(total);
      await snap(page, `languages-quote-${language}-${width}`, { fullPage: false });
      await context.close();
    });
  }
});

test.describe('clear and delete confirmations say what they do and that they affect only the own view', () => {
  for (const [language, open, options, clear, effect, rowOptions, del, deleteEffect] of [
    [
      'fr-FR',
      /^Ouvrir la discussion/,
      'Options de la discussion',
      'Effacer la discussion',
      'dans votre vue seulement : Carol Price voit toujours tous les messages.',
      'Options pour Carol Price',
      'Supprimer la discussion',
      'de votre liste seulement : Carol Price la garde.',
    ],
    [
      'es-ES',
      /^Abrir el chat/,
      'Opciones del chat',
      'Vaciar chat',
      'solo en su propia vista: Carol Price sigue viendo todos los mensajes.',
      'Opciones de Carol Price',
      'Eliminar chat',
      'solo de su propia lista: Carol Price lo conserva.',
    ],
  ] as const) {
    test(`${language}: Clear and Delete ask with what they do`, async ({ browser }) => {
      const { context, page } = await openInLanguage(browser, 'alice', language);
      await page.getByRole('button', { name: open }).click();
      const dialog = page.getByRole('alertdialog');
      const no = dialog.getByRole('button', { name: /^(NO|NON)$/ });
      await page.getByRole('button', { name: rowOptions }).click();
      await page.getByRole('menuitem', { name: del }).click();
      await expect(dialog).toContainText(deleteEffect);
      await snap(page, `languages-delete-confirm-${language}`, { fullPage: false });
      await no.click();
      await expect(dialog).toHaveCount(0);
      await page
        .getByRole('button', { name: /^Carol Price/ })
        .first()
        .click();
      await page.getByRole('button', { name: options }).click();
      await page.getByRole('menuitem', { name: clear }).click();
      await expect(dialog).toContainText(effect);
      await snap(page, `languages-clear-confirm-${language}`, { fullPage: false });
      await no.click();
      await expect(dialog).toHaveCount(0);
      await context.close();
    });
  }
});
