import { expect, test } from '@playwright/test';
import { expectSignedInAs, SESSION_EXPIRED_TEXT, serverDb, signIn, snap } from './support';

test.describe('sign-in', () => {
  test('a signed-out user is sent to sign-in by the route guard', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/account\/signin$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await snap(page, 'sign-in');
  });

  test('alice signs in and the frame shows Alice Walker', async ({ page }) => {
    await signIn(page, 'alice');
    await expect(page).toHaveURL(/\/home$/);
    await expectSignedInAs(page, 'Alice Walker');
    await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
    // The seed keeps alice's licence five days from expiry: the warning at load says so.
    await expect(page.getByText('Your licence expires in 5 days.')).toBeVisible();
    await snap(page, 'home-alice');
  });

  test('a wrong password shows an error and the user stays signed out', async ({ page }) => {
    await signIn(page, 'alice', 'not-the-password');
    await expect(page.getByRole('alert')).toContainText('Wrong username or password.');
    await expect(page).toHaveURL(/\/account\/signin/);
    await snap(page, 'sign-in-wrong-password');
    await page.goto('/home');
    await expect(page).toHaveURL(/\/account\/signin$/);
  });

  test('empty fields are refused in the browser with a message per field', async ({ page }) => {
    await page.goto('/account/signin');
    await page.getByLabel('Username').fill('   ');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter your username.')).toBeVisible();
    await expect(page.getByText('Enter your password.')).toBeVisible();
  });

  test('Log out in the profile menu signs out and ends the session on the server', async ({ page }) => {
    await signIn(page, 'bob');
    await expectSignedInAs(page, 'Bob Stone');
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('fk.session') ?? '{}').token as string,
    );
    await page.getByRole('button', { name: /Profile menu for Bob Stone/ }).click();
    await snap(page, 'profile-menu-open');
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/account\/signin/);
    const after = await page.request.get('/api/auth/Account/SessionInfo', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(after.status()).toBe(401);
  });
});

test.describe('one session per user', () => {
  test('a second sign-in elsewhere makes the first context show the Logout notice and return to sign-in', async ({
    browser,
  }) => {
    const first = await browser.newContext();
    const second = await browser.newContext();
    try {
      const page1 = await first.newPage();
      await signIn(page1, 'alice');
      await expectSignedInAs(page1, 'Alice Walker');

      const page2 = await second.newPage();
      await signIn(page2, 'alice');
      await expectSignedInAs(page2, 'Alice Walker');

      // The first context's next request is answered 401.
      const unauthorized = page1.waitForResponse((response) => response.status() === 401);
      await page1.reload();
      await unauthorized;
      const notice = page1.getByRole('status').filter({ hasText: SESSION_EXPIRED_TEXT });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText('Logout');
      const shownAt = Date.now();
      await snap(page1, 'logout-notice');
      await expect(page1).toHaveURL(/\/account\/signin/, { timeout: 5_000 });
      const elapsed = Date.now() - shownAt;
      // Signed out about 2 seconds after the notice (spec: 2,000 ms), not at once.
      expect(elapsed).toBeGreaterThan(1_000);
      expect(elapsed).toBeLessThan(4_000);
      await expectSignedInAs(page2, 'Alice Walker');
    } finally {
      await first.close();
      await second.close();
    }
  });
});

test.describe('WebLog', () => {
  test('a failed request leaves a WebLog entry on the server', async ({ browser }) => {
    const countFailures = () =>
      serverDb(
        (db) =>
          (
            db
              .prepare("select count(*) as n from web_logs where status = 401 and url like '%/api/%'")
              .get() as { n: number }
          ).n,
      );
    const before = countFailures();
    const first = await browser.newContext();
    const second = await browser.newContext();
    try {
      const page1 = await first.newPage();
      await signIn(page1, 'dave');
      await expectSignedInAs(page1, 'Dave Lund');
      const page2 = await second.newPage();
      await signIn(page2, 'dave');
      await expectSignedInAs(page2, 'Dave Lund');
      // The first context's requests now fail with 401; its HTTP client posts each failure to Log/WebLog.
      const logged = page1.waitForResponse((r) => r.url().endsWith('/Log/WebLog') && r.status() === 200);
      await page1.reload();
      await logged;
      expect(countFailures()).toBeGreaterThan(before);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
