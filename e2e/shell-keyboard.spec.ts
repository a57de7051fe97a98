import { inflateSync } from 'node:zlib';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { contrastRatio } from '../packages/ui/src/theme/contrast';
import { openChatAs } from './chat-support';
import { dismissLicence, frameReady, seriousViolations } from './shell-support';
import { openAppAs, snap } from './support';

/** How far around a control its screenshots reach: a ring drawn outside it (2 px out, 2 px wide) fits with room. */
const MARGIN = 8;

interface Pixels {
  width: number;
  height: number;
  /** #rrggbb of the pixel at x, y. */
  at(x: number, y: number): string;
}

/** Decodes the 8-bit RGB or RGBA, non-interlaced PNG that Chromium's screenshots are. */
function decodePng(png: Buffer): Pixels {
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const colourType = body[9];
      if (body[8] !== 8 || body[12] !== 0 || (colourType !== 2 && colourType !== 6)) {
        throw new Error('Only 8-bit RGB or RGBA PNGs without interlacing are read here');
      }
      channels = colourType === 6 ? 4 : 3;
    } else if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const out = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const value = raw[y * (stride + 1) + 1 + i] ?? 0;
      const left = i >= channels ? (out[y * stride + i - channels] ?? 0) : 0;
      const up = y > 0 ? (out[(y - 1) * stride + i] ?? 0) : 0;
      const upLeft = y > 0 && i >= channels ? (out[(y - 1) * stride + i - channels] ?? 0) : 0;
      let predicted = 0;
      if (filter === 1) predicted = left;
      else if (filter === 2) predicted = up;
      else if (filter === 3) predicted = (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      }
      out[y * stride + i] = (value + predicted) & 0xff;
    }
  }
  const hex = (n: number | undefined) => (n ?? 0).toString(16).padStart(2, '0');
  return {
    width,
    height,
    at: (x, y) => {
      const i = y * stride + x * channels;
      return `#${hex(out[i])}${hex(out[i + 1])}${hex(out[i + 2])}`;
    },
  };
}

/** A screenshot of a control with MARGIN pixels around it. */
async function shotAround(page: Page, control: Locator): Promise<Pixels> {
  const box = await control.boundingBox();
  if (!box) throw new Error('The control is not on screen');
  const clip = {
    x: Math.round(box.x) - MARGIN,
    y: Math.round(box.y) - MARGIN,
    width: Math.round(box.width) + 2 * MARGIN,
    height: Math.round(box.height) + 2 * MARGIN,
  };
  return decodePng(await page.screenshot({ clip, animations: 'disabled', caret: 'hide' }));
}

/**
 * What the focus changed around a control: the width of the ring at the middle of each side (the longest run of
 * pixels whose colour now stands out by 3:1 from what was there before, the bar or the surface) and how many pixels
 * in all changed that much.
 */
function ringOf(before: Pixels, after: Pixels): { sides: number[]; changed: number; perimeter: number } {
  const standsOut = (x: number, y: number) => contrastRatio(before.at(x, y), after.at(x, y)) >= 3;
  const run = (points: Array<[number, number]>) => {
    let best = 0;
    let current = 0;
    for (const [x, y] of points) {
      current = standsOut(x, y) ? current + 1 : 0;
      best = Math.max(best, current);
    }
    return best;
  };
  const { width, height } = after;
  const midX = Math.floor(width / 2);
  const midY = Math.floor(height / 2);
  // From the screenshot's edge inwards, past the control's own edge by a few pixels (a ring may be drawn inside).
  const depth = MARGIN + 4;
  const line = (from: (i: number) => [number, number]) => Array.from({ length: depth }, (_, i) => from(i));
  const sides = [
    run(line((i) => [i, midY])),
    run(line((i) => [width - 1 - i, midY])),
    run(line((i) => [midX, i])),
    run(line((i) => [midX, height - 1 - i])),
  ];
  let changed = 0;
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (standsOut(x, y)) changed++;
  return { sides, changed, perimeter: 2 * (width + height - 4 * MARGIN) };
}

/** Presses Tab until the control has the focus (the keyboard's way there, so the focus shows). */
async function tabTo(page: Page, control: Locator, most = 60): Promise<void> {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    if (await control.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`The control was not reached in ${most} presses of Tab`);
}

/** The ring a keyboard focus draws around a control, from a screenshot before and after Tab reached it. */
async function focusRing(
  page: Page,
  control: Locator,
  blur: () => Promise<void>,
): Promise<ReturnType<typeof ringOf>> {
  await page.mouse.move(1, page.viewportSize()!.height - 1);
  await blur();
  await expect(control).not.toBeFocused();
  const before = await shotAround(page, control);
  await tabTo(page, control);
  const after = await shotAround(page, control);
  return ringOf(before, after);
}

/** A ring of at least 2 px all round, standing out by 3:1 from what is behind it. */
function expectClearRing(ring: ReturnType<typeof ringOf>, what: string): void {
  for (const side of ring.sides) expect(side, `${what}: ring width at each side`).toBeGreaterThanOrEqual(2);
  // Two pixels wide all the way round, rounded corners aside.
  expect(ring.changed, `${what}: pixels changed by 3:1`).toBeGreaterThanOrEqual(1.5 * ring.perimeter);
}

/**
 * The focused control draws the app's own ring (an outline or a box shadow of the theme), not the browser's
 * default `auto` outline, which differs between browsers and themes.
 */
async function expectOwnRing(control: Locator, what: string): Promise<void> {
  const style = await control.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { outline: computed.outlineStyle, shadow: computed.boxShadow };
  });
  expect(style.outline, `${what}: the browser's default ring`).not.toBe('auto');
  expect(style.outline !== 'none' || style.shadow !== 'none', `${what}: a ring of its own`).toBe(true);
}

/** Starts the keyboard's way from the top of the page, with nothing focused. */
async function blurAll(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

const THEMES = ['blue', 'dark-blue', 'light-gray'] as const;

test.describe('the shell for the keyboard and the top bar', () => {
  let alice: Page;
  test.beforeAll(async ({ browser }) => {
    // axe goes into the page as a script tag, which the app's Content-Security-Policy would refuse.
    alice = await browser.newPage({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
    await openAppAs(alice, 'alice');
    await frameReady(alice);
  });
  test.afterAll(() => alice.close());
  const asAlice = async (width = 1440, theme: (typeof THEMES)[number] = 'blue') => {
    await alice.setViewportSize({ width, height: 900 });
    await alice.goto('/home');
    await frameReady(alice);
    // The theme a user's ThemeId would set on the body (alice has the default blue).
    await alice.evaluate((name) => document.body.setAttribute('data-fk-theme', name), theme);
    return alice;
  };

  for (const theme of THEMES) {
    test(`${theme}: Tab shows a clear ring on a top-bar button, a button of the page and one in a dialog`, async () => {
      const page = await asAlice(1440, theme);
      const bar = page.getByRole('banner');

      const menu = bar.getByRole('button', { name: 'Menu', exact: true });
      expectClearRing(await focusRing(page, menu, () => blurAll(page)), `${theme} top bar`);
      const company = bar.getByRole('button', { name: /^Company:/ });
      expectClearRing(await focusRing(page, company, () => blurAll(page)), `${theme} top bar company`);
      // The Assistant button floats over the page with a shadow of its own, which must not hide the ring.
      const assistant = page.getByRole('button', { name: 'Assistant', exact: true });
      expectClearRing(await focusRing(page, assistant, () => company.focus()), `${theme} assistant button`);
      if (theme === 'blue') {
        await snap(page, 'shell-keyboard-focused-bar-1440', { fullPage: false });
      }

      await page.goto('/workorder/createworkorder/0');
      await page.evaluate((name) => document.body.setAttribute('data-fk-theme', name), theme);
      const review = page.getByRole('button', { name: 'Review' });
      await expect(review).toBeVisible();
      expectClearRing(await focusRing(page, review, () => blurAll(page)), `${theme} page button`);

      await bar.getByRole('button', { name: /^Notifications/ }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const close = dialog.getByRole('button', { name: 'Close', exact: true });
      // In a dialog the focus stays inside it: the way to the button starts from its first control.
      expectClearRing(
        await focusRing(page, close, async () => {
          await dialog.evaluate((element) => (element as HTMLElement).focus());
        }),
        `${theme} dialog button`,
      );
      if (theme === 'blue') await snap(page, 'shell-keyboard-focused-dialog', { fullPage: false });
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    });
  }

  for (const theme of THEMES) {
    test(`${theme}: Tab shows a clear ring on the side menu's items and the mega-menu's entries`, async () => {
      const page = await asAlice(1440, theme);
      // The licence warning lives 5 s over the mega-menu's last column, whose links this test focuses.
      await dismissLicence(page);
      const side = page.getByRole('navigation', { name: 'Side menu' });
      const home = side.getByRole('link', { name: 'Home' });
      expectClearRing(await focusRing(page, home, () => blurAll(page)), `${theme} side menu link`);
      await expectOwnRing(home, 'side menu link');
      const reports = side.getByRole('button', { name: 'Reports' });
      expectClearRing(await focusRing(page, reports, () => blurAll(page)), `${theme} side menu button`);
      await expectOwnRing(reports, 'side menu button');
      await reports.click();
      // The tree's group buttons and links, from the top item that opened it.
      const logs = side.getByRole('button', { name: 'Logs' });
      expectClearRing(await focusRing(page, logs, () => reports.focus()), `${theme} side menu group`);
      await expectOwnRing(logs, 'side menu group');
      await logs.click();
      const smsLog = side.getByRole('link', { name: 'SMS Log' });
      expectClearRing(await focusRing(page, smsLog, () => logs.focus()), `${theme} side menu tree link`);
      await expectOwnRing(smsLog, 'side menu tree link');
      if (theme === 'blue') await snap(page, 'shell-keyboard-focused-side-menu', { fullPage: false });
      // Escape in the tree closes it and the focus goes back to the entry that opened it, not to the page's body.
      await page.keyboard.press('Escape');
      await expect(logs).toBeHidden();
      await expect(reports).toBeFocused();

      const menu = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
      await menu.click();
      const mega = page.getByRole('navigation', { name: 'All menu entries' });
      for (const name of ['Dispatch Board', 'SMS Log']) {
        const link = mega.getByRole('link', { name });
        expectClearRing(await focusRing(page, link, () => menu.focus()), `${theme} mega-menu link ${name}`);
        await expectOwnRing(link, `mega-menu link ${name}`);
      }
      if (theme === 'blue') await snap(page, 'shell-keyboard-focused-mega-menu', { fullPage: false });
      await page.keyboard.press('Escape');
      await expect(mega).toHaveCount(0);
    });
  }

  test('the focused bar on a phone', async () => {
    const page = await asAlice(390);
    const bar = page.getByRole('banner');
    await blurAll(page);
    // The phone's own buttons of the bar (the side menu's and More) show the same clear ring.
    const sideMenu = bar.getByRole('button', { name: 'Side menu' });
    expectClearRing(await focusRing(page, sideMenu, () => blurAll(page)), 'phone side menu button');
    expectClearRing(
      await focusRing(page, bar.getByRole('button', { name: 'More', exact: true }), () => sideMenu.focus()),
      'phone More button',
    );
    await snap(page, 'shell-keyboard-focused-bar-390', { fullPage: false });
  });

  const LANGUAGES = [
    { culture: 'en-GB', home: 'Home' },
    { culture: 'fr-FR', home: 'Accueil' },
    { culture: 'es-ES', home: 'Inicio' },
  ] as const;

  test('the language select names each language in that language, whatever the current one', async () => {
    const page = await asAlice();
    const select = page.getByRole('banner').getByRole('combobox', { name: /^(Language|Langue|Idioma)$/ });
    for (const { culture, home } of LANGUAGES) {
      await select.selectOption(culture);
      await expect(page.getByRole('heading', { name: home, level: 1 })).toBeVisible();
      await expect(select.getByRole('option')).toHaveText(['English (UK)', 'Français', 'Español']);
      const langs = await select
        .getByRole('option')
        .evaluateAll((options) => options.map((o) => o.getAttribute('lang')));
      expect(langs).toEqual(['en-GB', 'fr-FR', 'es-ES']);
    }
    await select.selectOption('en-GB');
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  });

  test('the top bar is one row at 1280 and 1440 px in each language, with the unread counts showing', async ({
    browser,
  }) => {
    // An unread chat message for alice, whatever the specs before this one read: bob writes from the portal.
    const bob = await openChatAs(browser, 'bob');
    await bob.openWindow();
    await bob.pickUser('Alice Walker');
    await bob.send('The top bar counts this one.');
    await bob.context.close();
    const page = await asAlice(1280);
    const bar = page.getByRole('banner');
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const { culture, home } of LANGUAGES) {
        await bar.getByRole('combobox', { name: /^(Language|Langue|Idioma)$/ }).selectOption(culture);
        await expect(page.getByRole('heading', { name: home, level: 1 })).toBeVisible();
        // The SMS, e-mail and notes counts of alice's seed, and bob's unread message.
        await expect(bar.locator('.fk-shell-badge[data-fk-count]')).toHaveCount(4);
        // With room for one more widget icon beside those there are (SMS, e-mail, notes, video call, chat).
        const layout = await bar.evaluate((header) => {
          const chat = header.querySelector('[aria-label^="Open chat"]');
          const extra = chat?.cloneNode(true) as HTMLElement | undefined;
          if (extra) chat?.before(extra);
          const style = getComputedStyle(header);
          const items = [...header.children]
            .map((child) => child.getBoundingClientRect())
            .filter((box) => box.width > 0 && box.height > 0);
          const top = header.getBoundingClientRect();
          const result = {
            height: top.height,
            row: Math.max(...items.map((box) => box.height)),
            padding: Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom),
            overflow: header.scrollWidth - header.clientWidth,
            outside: items.filter((box) => box.left < top.left || box.right > top.right).length,
          };
          extra?.remove();
          return result;
        });
        const what = `${culture} at ${width} px`;
        expect(layout.height, `${what}: the bar's height`).toBeLessThanOrEqual(
          layout.row + layout.padding + 1,
        );
        expect(layout.overflow, `${what}: nothing runs past the bar`).toBeLessThanOrEqual(0);
        expect(layout.outside, `${what}: items outside the bar`).toBe(0);
        // The quick-search type shows its whole choice ('Ordre de travail', not 'Ordre de tra…').
        const cut = await bar.locator('select.fk-shell-search-type').evaluate((select: HTMLSelectElement) => {
          const style = getComputedStyle(select);
          const probe = document.createElement('span');
          probe.style.font = style.font;
          probe.style.whiteSpace = 'pre';
          probe.textContent = select.selectedOptions[0]?.textContent ?? '';
          document.body.append(probe);
          const text = probe.getBoundingClientRect().width;
          probe.remove();
          const room =
            select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
          // The browser keeps about 16 px of the box for the arrow.
          return text - (room - 16);
        });
        expect(cut, `${what}: the search type is cut by ${cut} px`).toBeLessThanOrEqual(0);
        await snap(page, `shell-keyboard-bar-${culture}-${width}`, { fullPage: false });
      }
    }
    await bar.getByRole('combobox', { name: /^(Language|Langue|Idioma)$/ }).selectOption('en-GB');
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  });

  test('the focused bar has no serious accessibility violation', async () => {
    const page = await asAlice();
    await blurAll(page);
    await tabTo(page, page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }));
    expect(await seriousViolations(page)).toEqual([]);
  });
});
