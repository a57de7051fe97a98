import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, expect, type Page } from '@playwright/test';
import { openAppAs } from './support';

const require = createRequire(import.meta.url);

/** Runs axe-core in the page and returns the serious and critical violations (id and the nodes' targets). */
export async function seriousViolations(page: Page): Promise<Array<{ id: string; targets: string[] }>> {
  // Evaluated, not added as a script tag: the app's Content-Security-Policy refuses script it did not ship, and an
  // evaluation from the test runner is not the page's.
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(context: unknown): Promise<{
            violations: Array<{
              id: string;
              impact: string;
              nodes: Array<{ target: string[]; html: string }>;
            }>;
          }>;
        };
      }
    ).axe;
    // Floating UI's focus guards are focusable and aria-hidden on purpose: they hand focus back into the menu.
    const result = await axe.run({ exclude: [['[data-floating-ui-focus-guard]']] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(({ id, targets }) => ({ id, targets }));
}

/**
 * Waits until the signed-in frame has its menu (the side menu's first entry; on a phone the menu is hidden until its
 * button opens it) and no loader.
 */
export async function frameReady(page: Page): Promise<void> {
  await expect(
    page
      .getByRole('navigation', { name: 'Side menu', includeHidden: true })
      .getByRole('link', { name: 'Home', includeHidden: true }),
  ).toBeAttached();
  await expect(page.locator('.fk-loader-overlay')).toHaveCount(0);
}

/**
 * Closes the demo's licence warning, which every page load of alice shows for its lifetime at the top right, over
 * what lies there (the mega-menu's last column, the top of a screenshot).
 */
export async function dismissLicence(page: Page): Promise<void> {
  await page.getByRole('button', { name: /: Licence$/ }).click();
}

/** Runs a quick search of a type through the top bar. */
export async function quickSearch(page: Page, typeLabel: string, text: string): Promise<void> {
  const bar = page.getByRole('banner');
  const type = bar.getByRole('combobox', { name: 'Search type' });
  // On a phone the quick search is behind the bar's More button.
  const more = bar.getByRole('button', { name: 'More' });
  await expect(type.or(more).first()).toBeVisible();
  if (!(await type.isVisible())) await more.click();
  await type.selectOption({ label: typeLabel });
  const box = bar.getByRole(typeLabel === 'Job' ? 'spinbutton' : 'textbox', {
    name: `Search by ${typeLabel}`,
  });
  await box.fill(text);
  await box.press('Enter');
}

/**
 * A user signed in with a language chosen once signed in (the sign-in page is in English; a reload keeps the choice),
 * at a width; `watch` sees the page before anything loads (to record its answers, say).
 */
export async function openInLanguage(
  browser: Browser,
  username: string,
  language: string,
  width = 1440,
  watch: (page: Page) => void = () => {},
) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  const page = await context.newPage();
  watch(page);
  await openAppAs(page, username);
  await expect(page).toHaveURL(/\/home$/);
  if (language !== 'en-GB') {
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
      'fk.shell.language',
      language,
    ] as const);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
  }
  return { context, page };
}
