import { expect, type Page, test } from '@playwright/test';
import { frameReady, quickSearch, seriousViolations } from './shell-support';
import { openAppAs, snap } from './support';

test.describe('top bar and session', () => {
  // Alice's tests share one signed-in page: the server allows ten sign-ins a minute per user and address.
  let alice: Page;
  test.beforeAll(async ({ browser }) => {
    alice = await browser.newPage();
    await openAppAs(alice, 'alice');
    await frameReady(alice);
  });
  test.afterAll(() => alice.close());
  const asAlice = async () => {
    await alice.goto('/home');
    await frameReady(alice);
    return alice;
  };

  test('home and a detail screen have no serious accessibility violation', async () => {
    const page = await asAlice();
    expect(await seriousViolations(page)).toEqual([]);
    await quickSearch(page, 'Quote', '3001');
    await expect(page.getByRole('heading', { name: 'Quote Q-3001' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Profile menu for Alice Walker' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a language switch changes every visible text and the menu', async () => {
    const page = await asAlice();
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Français' });
    await expect(page.getByRole('heading', { name: 'Accueil' })).toBeVisible();
    const side = page.getByRole('navigation', { name: 'Menu latéral' });
    await expect(side.getByRole('button', { name: 'Ordres de travail' })).toBeVisible();
    await snap(page, 'shell-french');
    // Spanish has its own menu rows, as French does.
    await page.getByRole('combobox', { name: 'Langue' }).selectOption({ label: 'Español' });
    await expect(page.getByRole('heading', { name: 'Inicio' })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Menú lateral' })
        .getByRole('button', { name: 'Órdenes de trabajo' }),
    ).toBeVisible();
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption({ label: 'English (UK)' });
    await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  });

  test('the theme follows the user: bob has gray, alice the default blue', async ({ page }) => {
    await openAppAs(page, 'bob');
    await frameReady(page);
    await expect(page.locator('body')).toHaveAttribute('data-fk-theme', 'gray');
    await snap(page, 'shell-theme-gray');
  });

  test('profile items are gated by settings and rights; the company item leads to the own company', async () => {
    const page = await asAlice();
    await page.getByRole('button', { name: 'Profile menu for Alice Walker' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Change Password', 'Help', 'Log out']);
    await menu.getByRole('menuitem', { name: 'Help' }).click();
    await expect(page).toHaveURL(/\/reports\/dashboards\/810$/);
    await expect(page.getByRole('heading', { name: 'Help' })).toBeVisible();
    await page.getByRole('button', { name: 'Profile menu for Alice Walker' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { name: 'User Alice Walker' })).toBeVisible();
    await page.getByRole('button', { name: 'Company: Acme Facilities Ltd' }).click();
    await expect(page).toHaveURL(/\/company\/companydetails\/[\w-]{20,}$/);
    await expect(page.getByText('Tax,20')).toBeVisible();
    await snap(page, 'shell-company-details');
  });

  test('an administrator gets Settings; Borealis hides Change Password and the assistant', async ({
    page,
  }) => {
    await openAppAs(page, 'carol');
    await frameReady(page);
    await page.getByRole('button', { name: 'Profile menu for Carol Price' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
      'Profile',
      'Settings',
      'Change Password',
      'Help',
      'Log out',
    ]);
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'System settings' })).toBeVisible();
    await page.getByRole('button', { name: 'Profile menu for Carol Price' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    // Carol's password warning was about her session: it leaves with her.
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Dismiss: Password' })).toHaveCount(0);
    await openAppAs(page, 'dave');
    await expect(page.getByRole('heading', { name: 'Dispatch board' })).toBeVisible();
    await page.getByRole('button', { name: 'Profile menu for Dave Lund' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Profile', 'Help', 'Log out']);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Assistant' })).toHaveCount(0);
  });

  test('the assistant opens, minimises, maximises, answers with links that navigate, and closes', async () => {
    const page = await asAlice();
    await page.getByRole('button', { name: 'Assistant' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI assistant' });
    await expect(dialog).toHaveAttribute('data-fk-state', 'open');
    await dialog.getByRole('button', { name: 'Minimise' }).click();
    const vw = page.viewportSize()!.width;
    let box = await dialog.boundingBox();
    expect(Math.round(box!.height)).toBe(50);
    expect(Math.abs(box!.width - vw * 0.24)).toBeLessThan(2);
    await dialog.getByRole('button', { name: 'Maximise' }).click();
    box = await dialog.boundingBox();
    expect(Math.round(box!.height)).toBe(600);
    expect(Math.abs(box!.width - vw * 0.3)).toBeLessThan(2);
    await dialog.getByRole('textbox', { name: 'Your question' }).fill('  where is the dispatch board  ');
    await dialog.getByRole('button', { name: 'Ask' }).click();
    await expect(dialog.getByText('where is the dispatch board', { exact: true })).toBeVisible();
    await snap(page, 'shell-assistant');
    await dialog.getByRole('link', { name: 'Dispatch Board' }).click();
    await expect(page.getByRole('heading', { name: 'Dispatch board' })).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Your question' }).focus();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    // Focus goes back to the button that opened the assistant.
    await expect(page.getByRole('button', { name: 'Assistant' })).toBeFocused();
  });

  test('the assistant closes when the user leaves a technician detail page', async () => {
    const page = await asAlice();
    await quickSearch(page, 'Job', '5001');
    await expect(page.getByRole('heading', { name: 'Job 5001' })).toBeVisible();
    await page.getByRole('button', { name: 'Assistant' }).click();
    await expect(page.getByRole('dialog', { name: 'AI assistant' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('dialog', { name: 'AI assistant' })).toHaveCount(0);
  });

  test('the create form trims every text before it reaches the form value', async () => {
    const page = await asAlice();
    await page.goto('/workorder/createworkorder/0');
    await page.getByRole('textbox', { name: 'Description' }).fill('   Leaking tap   ');
    await page.getByRole('button', { name: 'Review' }).click();
    await expect(page.getByTestId('draft-description')).toHaveText('“Leaking tap”');
  });
});
