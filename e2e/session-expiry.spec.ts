import { expect, type Page, test } from '@playwright/test';
import { expectSignedInAs, signIn, snap } from './support';

/** The demo server issues tokens for 60 minutes; the dialog shows with under 120 seconds left. */
const NEAR_EXPIRY = '58:30';
const PAST_EXPIRY = '01:01:00';

/** The token expiry the app holds, as persisted for reloads. */
const storedExpiry = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('fk.session') ?? '{}') as { expiresAt?: number }).expiresAt ?? 0,
  );

test.describe('a token about to expire shows a confirm dialog', () => {
  test('Continue refreshes the token', async ({ page }) => {
    await page.clock.install();
    await signIn(page, 'carol');
    await expectSignedInAs(page, 'Carol Price');
    const before = await storedExpiry(page);
    // Token expiry is counted in whole seconds: let one pass so the refreshed token is a different one.
    await page.waitForTimeout(1_100);

    await page.clock.fastForward(NEAR_EXPIRY);
    const dialog = page.getByRole('alertdialog', { name: 'Session expiring' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Your session is about to expire. Do you want to continue?');
    await snap(page, 'session-expiring');

    const refreshed = page.waitForResponse(
      (r) => r.url().endsWith('/Account/RefreshToken') && r.status() === 200,
    );
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await refreshed;
    await expect.poll(() => storedExpiry(page)).toBeGreaterThan(before);
    await expectSignedInAs(page, 'Carol Price');
  });

  test('Sign out ends the session at once', async ({ page }) => {
    await page.clock.install();
    await signIn(page, 'carol');
    await expectSignedInAs(page, 'Carol Price');
    await page.clock.fastForward(NEAR_EXPIRY);
    await page
      .getByRole('alertdialog', { name: 'Session expiring' })
      .getByRole('button', { name: 'Sign out' })
      .click();
    await expect(page).toHaveURL(/\/account\/signin/);
  });

  test('an expired token signs the user out', async ({ page }) => {
    await page.clock.install();
    await signIn(page, 'carol');
    await expectSignedInAs(page, 'Carol Price');
    await page.clock.fastForward(PAST_EXPIRY);
    await expect(page).toHaveURL(/\/account\/signin/);
  });
});

test.describe('a sign-out in another tab', () => {
  test('with under 60 seconds of token life left forces sign-out in this tab', async ({ context }) => {
    // The clock belongs to the browser context: both tabs of this browser move to the token's last minute.
    await context.clock.install();
    const tab1 = await context.newPage();
    await signIn(tab1, 'carol');
    await expectSignedInAs(tab1, 'Carol Price');
    const tab2 = await context.newPage();
    await tab2.goto('/home');
    await expectSignedInAs(tab2, 'Carol Price');

    await context.clock.fastForward('59:10');
    await expect(tab1.getByRole('alertdialog', { name: 'Session expiring' })).toBeVisible();
    // Tab 2 signs out and leaves the sign-out mark; tab 1, with 50 s of token left, follows at once
    // (well before its token would run out by itself).
    await tab2
      .getByRole('alertdialog', { name: 'Session expiring' })
      .getByRole('button', { name: 'Sign out' })
      .click();
    await expect(tab2).toHaveURL(/\/account\/signin/);
    await expect(tab1).toHaveURL(/\/account\/signin/, { timeout: 5_000 });
  });
});
