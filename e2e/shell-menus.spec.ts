import { expect, test } from '@playwright/test';
import { frameReady, seriousViolations } from './shell-support';
import { openAppAs, serverDb, snap } from './support';

test.describe('menus', () => {
  test('the mega-menu shows the Reports and Admin blocks to an administrator; a dispatcher has no Admin block', async ({
    page,
  }) => {
    await openAppAs(page, 'carol');
    await frameReady(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const mega = page.getByRole('navigation', { name: 'All menu entries' });
    await expect(mega.getByRole('region', { name: 'Reports' })).toBeVisible();
    await expect(mega.getByRole('region', { name: 'Admin' })).toBeVisible();
    await expect(mega.getByRole('heading', { name: 'Work Orders' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'shell-mega-menu');
    await page.keyboard.press('Escape');
    await expect(mega).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeFocused();

    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await mega.getByRole('link', { name: 'Companies' }).click();
    await expect(page).toHaveURL(/\/company\/company$/);
    await expect(page.getByRole('navigation', { name: 'All menu entries' })).toHaveCount(0);
    await expect(page.getByRole('cell', { name: 'Acme Facilities Ltd' })).toBeVisible();
  });

  test('a dispatcher sees the Reports block but not the Admin block', async ({ page }) => {
    await openAppAs(page, 'alice');
    await frameReady(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const mega = page.getByRole('navigation', { name: 'All menu entries' });
    await expect(mega.getByRole('region', { name: 'Reports' })).toBeVisible();
    await expect(mega.getByRole('region', { name: 'Admin' })).toHaveCount(0);
  });

  test('the side menu opens a tree per top item, toggles, closes on navigation, and has a narrow mode', async ({
    page,
  }) => {
    await openAppAs(page, 'alice');
    await frameReady(page);
    const side = page.getByRole('navigation', { name: 'Side menu' });
    const reports = side.getByRole('button', { name: 'Reports' });
    await reports.click();
    await expect(reports).toHaveAttribute('aria-expanded', 'true');
    const dashboards = side.getByRole('button', { name: 'Dashboards' });
    const logs = side.getByRole('button', { name: 'Logs' });
    await dashboards.click();
    await expect(dashboards).toHaveAttribute('aria-expanded', 'true');
    await logs.click();
    await expect(dashboards).toHaveAttribute('aria-expanded', 'false');
    await expect(logs).toHaveAttribute('aria-expanded', 'true');
    await snap(page, 'shell-side-menu');
    await side.getByRole('button', { name: 'Customers' }).click();
    await expect(reports).toHaveAttribute('aria-expanded', 'false');
    await side.getByRole('button', { name: 'Customers' }).click();
    await expect(side.getByRole('button', { name: 'Customers' })).toHaveAttribute('aria-expanded', 'false');

    await reports.click();
    await side.getByRole('button', { name: 'Logs' }).click();
    await side.getByRole('link', { name: 'SMS Log' }).click();
    await expect(page).toHaveURL(/\/reports\/smslogreport\?name=SMS\+Log&typeid=3$/);
    await expect(page.getByRole('heading', { name: 'SMS Log' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Parts collected.' })).toBeVisible();
    await expect(reports).toHaveAttribute('aria-expanded', 'false');

    await side.getByRole('button', { name: 'Hide side menu' }).click();
    await expect(side).toHaveAttribute('data-fk-narrow', 'true');
    await snap(page, 'shell-side-menu-narrow');
    await side.getByRole('button', { name: 'Show side menu' }).click();
    await expect(side).not.toHaveAttribute('data-fk-narrow', 'true');

    const visits = serverDb((db) =>
      db
        .prepare("SELECT page_name, remarks FROM page_visits WHERE page_name = '/reports/smslogreport'")
        .all(),
    ) as Array<{ page_name: string; remarks: string }>;
    expect(visits.at(-1)?.remarks).toMatch(/\/reports\/smslogreport\?name=SMS\+Log&typeid=3$/);
  });

  test('an area opens on a landing screen of its menu entries; every area loads', async ({ page }) => {
    await openAppAs(page, 'carol');
    await frameReady(page);
    await page.goto('/pm');
    await expect(page.getByRole('heading', { name: 'Preventive maintenance' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'New PM', exact: true }).click();
    await expect(page).toHaveURL(/\/pm\/pm\?create=true$/);
    await expect(page.getByRole('heading', { name: 'New PM', level: 2 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'shell-landing-pm');
    for (const area of [
      'admin',
      'vendor',
      'livemap',
      'optimization',
      'approvalqueues',
      'invoicequeues',
      'inventory',
      'workflow',
      'timecard',
    ]) {
      await page.goto(`/${area}`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    }
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/home$/);
  });
});
