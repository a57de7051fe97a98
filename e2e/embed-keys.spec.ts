import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signAssertion } from '../packages/server/test/embed-assertion';
import { baseURL } from './playwright.config';
import { openInLanguage } from './shell-support';
import { snap } from './support';

// Issue 33, embed keys: a company administrator makes, lists and revokes the company's embed keys in the shell. The
// secret is shown once; an assertion signed with it signs a user in; revoked, it signs nobody in any more.

/** Exchanges an assertion signed with `secret` under `kid` for alice: the status the server answers. */
async function exchangeStatus(kid: string, secret: string): Promise<number> {
  const assertion = await signAssertion({ sub: 'alice' }, { kid, secret });
  const answer = await fetch(`${baseURL}/api/auth/Account/EmbedSignIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Assertion: assertion }),
  });
  return answer.status;
}

for (const [width, name] of [
  [1440, 'desktop'],
  [390, 'phone'],
] as const)
  test(`carol makes an embed key, copies its secret once, and revokes it (${name})`, async ({ browser }) => {
    const { context, page } = await openInLanguage(browser, 'carol', 'en-GB', width);
    await page.goto('/admin/embedkeys');
    await expect(page.getByRole('heading', { name: 'Embed keys', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Embed keys of the company' });
    await expect(table.getByRole('row', { name: /acme-portal-demo/ })).toBeVisible();
    await snap(page, `embed-keys-${name}`);

    // A name and an origin the server would refuse are said in the form, and nothing is made.
    await page.getByRole('button', { name: 'New embed key' }).click();
    const form = page.getByRole('dialog', { name: 'New embed key' });
    const keyName = `Customer portal ${randomUUID().slice(0, 8)}`;
    await form.getByLabel('Origins', { exact: false }).fill('https://portal.acme.example/app');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(form.getByText('Enter a name.')).toBeVisible();
    await expect(form.getByText(/Each origin is a scheme, a host and a port/)).toBeVisible();
    await snap(page, `embed-keys-new-errors-${name}`);
    await form.getByLabel('Name').fill(keyName);
    await form
      .getByLabel('Origins', { exact: false })
      .fill('https://portal.acme.example\nhttp://localhost:4000');
    await form.getByRole('button', { name: 'Create' }).click();

    // The secret, once, to copy; it signs alice in.
    const made = page.getByRole('dialog', { name: `Embed key ${keyName} created` });
    await expect(made.getByRole('alert')).toContainText('shown only this once');
    const keyId = await made.getByLabel('Key id').inputValue();
    const secret = await made.getByLabel('Secret').inputValue();
    expect(keyId).toMatch(/^ek_/);
    expect(secret.length).toBeGreaterThanOrEqual(40);
    await snap(page, `embed-keys-secret-${name}`, { fullPage: false });
    expect(await exchangeStatus(keyId, secret)).toBe(200);
    await made.getByRole('button', { name: 'Done' }).click();
    const row = table.getByRole('row', { name: new RegExp(keyName) });
    await expect(row).toContainText('https://portal.acme.example, http://localhost:4000');
    await expect(row).not.toContainText(secret);
    // The session that assertion made is listed as an embedded one, under its key.
    await page.reload();
    const sessions = page.getByRole('table', { name: 'Embedded sessions of the company' });
    const session = sessions.getByRole('row', { name: new RegExp(`Alice Walker.* ${keyName}`) });
    await expect(session).toBeVisible();
    await session.scrollIntoViewIfNeeded();
    await snap(page, `embed-keys-sessions-${name}`, { fullPage: false });

    // Revoked after a question whose first answer keeps it.
    await row.getByRole('button', { name: `Revoke ${keyName}` }).click();
    const question = page.getByRole('alertdialog', { name: `Revoke ${keyName}?` });
    await expect(question.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await snap(page, `embed-keys-revoke-${name}`, { fullPage: false });
    await question.getByRole('button', { name: 'Revoke' }).click();
    await expect(row).toContainText('Revoked');
    await expect(row.getByRole('button', { name: `Revoke ${keyName}` })).toHaveCount(0);
    await expect(session).toHaveCount(0);
    expect(await exchangeStatus(keyId, secret)).toBe(401);
    await snap(page, `embed-keys-revoked-${name}`);
    await context.close();
  });

test('bob (technician) typing the URL is refused the screen and its data', async ({ browser }) => {
  const { context, page } = await openInLanguage(browser, 'bob', 'en-GB', 1440);
  const answers: number[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/Company/EmbedKeys/')) answers.push(r.status());
  });
  await page.goto('/admin/embedkeys');
  await expect(page.getByRole('heading', { name: 'No access to this screen' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Embed keys of the company' })).toHaveCount(0);
  expect(answers.every((status) => status === 403)).toBe(true);
  await context.close();
});

test('in French, the screen speaks French', async ({ browser }) => {
  const { context, page } = await openInLanguage(browser, 'carol', 'fr-FR', 1440);
  await page.goto('/admin/embedkeys');
  await expect(page.getByRole('heading', { name: "Clés d'intégration", level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: "Nouvelle clé d'intégration" })).toBeVisible();
  await snap(page, 'embed-keys-fr');
  await context.close();
});
