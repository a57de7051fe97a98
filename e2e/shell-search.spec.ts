import { expect, test } from '@playwright/test';
import { frameReady, quickSearch } from './shell-support';
import { openAppAs, snap } from './support';

test.describe('quick search', () => {
  test('each type found opens its detail screen; each not found gives its message', async ({ page }) => {
    await openAppAs(page, 'alice');
    await frameReady(page);
    const toast = page.locator('.fk-toasts');

    await quickSearch(page, 'Work Order', '1001');
    await expect(page.getByRole('heading', { name: 'Work order WO-1001' })).toBeVisible();
    expect(page.url()).not.toContain('1001/7001');
    await expect(page.getByText('Air handling unit fault, 3rd floor')).toBeVisible();
    await snap(page, 'shell-work-order-details');

    await quickSearch(page, 'Work Order', '9999');
    await expect(toast).toContainText('Work Order does not exist.');

    await quickSearch(page, 'PM Work Order', '2001');
    await expect(page.getByRole('heading', { name: 'Work order PM-2001' })).toBeVisible();
    await quickSearch(page, 'PM Work Order', '2999');
    await expect(toast).toContainText('PM Work Order does not exist.');

    await quickSearch(page, 'Reference Number', 'REF-ABC-77');
    await expect(page.getByRole('heading', { name: 'Work order WO-1001' })).toBeVisible();
    await quickSearch(page, 'Reference Number', 'nope');
    await expect(toast).toContainText('Reference Number does not exist.');

    await quickSearch(page, 'Serial Number', 'SN-4471');
    await expect(page.getByRole('heading', { name: 'Work order WO-1002' })).toBeVisible();
    await quickSearch(page, 'Serial Number', 'SN-0000');
    await expect(toast).toContainText('No work order has this serial number.');

    await quickSearch(page, 'Quote', '3001');
    await expect(page.getByRole('heading', { name: 'Quote Q-3001' })).toBeVisible();
    await expect(page).toHaveURL(/\/quote\/quotedetails\/[\w-]{20,}\/[\w-]{20,}$/);
    await quickSearch(page, 'Quote', '3999');
    await expect(toast).toContainText('Quote number does not exist.');

    await quickSearch(page, 'Job', '5001');
    await expect(page.getByRole('heading', { name: 'Job 5001' })).toBeVisible();
    await expect(page).toHaveURL(/\/technician\/technicianadetails\//);
    await quickSearch(page, 'Job', '5002');
    await expect(page.getByRole('heading', { name: 'In-house job 5002' })).toBeVisible();
    await expect(page).toHaveURL(/\/technician\/inhouseJobsDetails\/.+\/1$/);
    await quickSearch(page, 'Job', '5999');
    await expect(toast).toContainText('This job is not available to you.');
    await snap(page, 'shell-quick-search-job');
  });

  test('empty text gives an error only for job, reference and serial numbers; a region-locked work order is not available', async ({
    page,
  }) => {
    await openAppAs(page, 'bob');
    await frameReady(page);
    const toast = page.locator('.fk-toasts');
    await quickSearch(page, 'Serial Number', '   ');
    await expect(toast).toContainText('Enter a serial number.');
    await quickSearch(page, 'Work Order', 'WO-1004');
    await expect(toast).toContainText('This work order is not available to you.');
    // A job that does not exist; bob opens the jobs he is on, his own and those on whose crew he is (job-links.spec).
    await quickSearch(page, 'Job', '5999');
    await expect(toast).toContainText('This job is not available to you.');
  });

  test('equal work order and PM work order names hide option 4 and default to Quote', async ({ page }) => {
    await openAppAs(page, 'dave');
    await expect(page.getByRole('heading', { name: 'Dispatch board' })).toBeVisible();
    const select = page.getByRole('banner').getByRole('combobox', { name: 'Search type' });
    await expect(select).toHaveValue('5');
    await expect(select.locator('option')).toHaveText([
      'Work Order',
      'Job',
      'Reference Number',
      'Quote',
      'Serial Number',
    ]);
  });
});
