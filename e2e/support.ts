import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { dataDir } from './playwright.config';

/** Every demo user's password. */
export const DEMO_PASSWORD = 'demo1234';

/** The example portal's own demo password (examples/portal/users.mjs): its users sign in to it, not to Fieldkit. */
export const PORTAL_PASSWORD = 'intranet1234';

/** The exact text of the 401 notice (spec: shell-and-platform, section 8). */
export const SESSION_EXPIRED_TEXT =
  'Your session has expired, or someone is signed in to your account on another system or device. You will be redirected to the login page.';

/** Signs in through the sign-in page, as a user would. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/account/signin');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Opens the app at `path` as `username`, signed in without the sign-in page: the server grants the token as it does to
 * the form, and the app starts with it as after a reload (the session it keeps in localStorage). For the specs of what
 * comes after signing in; the sign-in page has specs of its own (sign-in.spec.ts). The request goes to the
 * page's context's `baseURL`.
 */
export async function openAppAs(page: Page, username: string, path = '/'): Promise<void> {
  const response = await page.request.post('/api/auth/Account/SignIn', {
    data: { UserName: username, Password: DEMO_PASSWORD },
  });
  expect(response.status(), `signing ${username} in`).toBe(200);
  const grant = (await response.json()) as { access_token: string; expires_at: number; session: unknown };
  const held = JSON.stringify({
    token: grant.access_token,
    expiresAt: grant.expires_at,
    session: grant.session,
  });
  // The session goes into the origin's storage from a page of it that is not the app, then the app starts.
  await page.goto('/config.json');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SESSION_STORAGE_KEY,
    held,
  ] as const);
  await page.goto(path);
}

/** Where the app keeps its session (core's DEFAULT_SESSION_STORAGE_KEY). */
const SESSION_STORAGE_KEY = 'fk.session';

/** A text made unique by the time, so a retry in the same server finds its own. */
export const unique = (text: string) => `${text} ${Date.now().toString(36)}`;

/** Saves a screenshot under e2e/screenshots/ to look at: the whole page, or what the window shows (a dialog). */
export async function snap(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const folder = fileURLToPath(new URL('./screenshots/', import.meta.url));
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: `${folder}${name}.png`, fullPage });
}

/** The reference server's database: the file the e2e server writes in its data folder. */
const serverDbFile = () => resolve(fileURLToPath(new URL('..', import.meta.url)), dataDir, 'fieldkit.db');

/** Reads the reference server's database, read-only. */
export function serverDb<T>(read: (db: Database.Database) => T): T {
  const db = new Database(serverDbFile(), { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** Writes to the reference server's database, for a state no route makes (what a server process that stopped left). */
export function changeServerDb(change: (db: Database.Database) => void): void {
  const db = new Database(serverDbFile(), { fileMustExist: true });
  try {
    change(db);
  } finally {
    db.close();
  }
}

/** The frame of a signed-in user shows their display name in the top bar. */
export async function expectSignedInAs(page: Page, displayName: string): Promise<void> {
  await expect(page.getByRole('banner').getByText(displayName, { exact: true })).toBeVisible();
}

/**
 * Texts a stranger may write (a note, a message, a file name) that would run script or fetch something if a screen
 * treated them as HTML: every screen that shows such text is tested with all of them.
 */
export const HOSTILE_TEXTS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(2)</script>',
  '"><svg onload=alert(3)>',
  '<a href="javascript:alert(4)">click</a>',
  '<iframe src="https://evil.example/frame"></iframe>',
  '<img src="https://evil.example/pixel.png">',
  '<style>@import url(https://evil.example/x.css)</style>',
  '{{constructor.constructor("alert(5)")()}}',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(6)>',
  `${'W'.repeat(300)}`,
] as const;

/** What a page does on its own: script dialogs it opens, and requests to anywhere but the app's own origin. */
export function watchPage(page: Page, own: string): { dialogs: string[]; elsewhere: string[] } {
  const dialogs: string[] = [];
  const elsewhere: string[] = [];
  page.on('dialog', (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())));
  // The app's own origin (its blobs too, the company logo) is fine; anything else some text made the page ask for.
  page.on('request', (request) => {
    const url = request.url();
    if (![own, `blob:${own}`, 'data:'].some((allowed) => url.startsWith(allowed))) elsewhere.push(url);
  });
  return { dialogs, elsewhere };
}

/**
 * Checks a widget element's `part`s as a page styling it with `::part()` meets them: every part in its shadow root
 * (its portalled dialogs included) is one its class declares, and the parts of what the test opened, `shown`, are there.
 */
export async function expectDeclaredParts(page: Page, tag: string, shown: string[]): Promise<void> {
  const { declared, found } = await page.evaluate((name) => {
    const parts = (customElements.get(name) as { parts?: readonly string[] } | undefined)?.parts ?? [];
    const nodes = document.querySelector(name)?.shadowRoot?.querySelectorAll('[part]') ?? [];
    const names = [...nodes].flatMap((node) =>
      (node.getAttribute('part') ?? '').split(/\s+/).filter(Boolean),
    );
    return { declared: [...parts], found: [...new Set(names)] };
  }, tag);
  expect(
    found.filter((name) => !declared.includes(name)),
    `${tag}: parts its class does not declare`,
  ).toEqual([]);
  expect(found, `${tag}: the parts of what is open`).toEqual(expect.arrayContaining(shown));
}

/** Whether the element holds the page's focus (looking into shadow roots): the keyboard is still in it. */
export function holdsFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return element.contains(active);
  });
}

/**
 * Marks, in every page of the context, each hub that has answered its handshake (its first message): from then on
 * the server counts the connection (online for calls, a receiver of the company's pushes).
 */
export async function observeHubs(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const Native = window.WebSocket;
    const ready = new Set<string>();
    Object.defineProperty(window, '__hubsReady', { value: ready, configurable: true });
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        const path = new URL(String(url)).pathname;
        if (path.startsWith('/hubs/')) this.addEventListener('message', () => ready.add(path));
      }
    } as typeof WebSocket;
  });
}

/** Waits until the page's hub at `path` is connected (see {@link observeHubs}). */
export async function hubConnected(page: Page, path: string): Promise<void> {
  await page.waitForFunction(
    (hub) => (window as unknown as { __hubsReady?: Set<string> }).__hubsReady?.has(hub) === true,
    path,
  );
}

/** An `fk-error` as the host heard it: the element's tag and the event's detail. */
export interface HeardWidgetError {
  tag: string;
  reason: string;
  message: string;
}

/**
 * Records every `fk-error` the context's pages hear from their first script on (they bubble out of each element's
 * shadow root), as a host listening at the top of its page hears them; `widgetErrors` reads them.
 */
export async function recordWidgetErrors(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const heard: Array<{ tag: string; reason: string; message: string }> = [];
    (window as unknown as { heard: typeof heard }).heard = heard;
    document.addEventListener('fk-error', (event) => {
      const { reason, message } = (event as CustomEvent<{ reason: string; message: string }>).detail;
      heard.push({ tag: (event.target as Element).localName, reason, message });
    });
  });
}

/** The `fk-error`s a page recorded by `recordWidgetErrors` heard so far. */
export function widgetErrors(page: Page): Promise<HeardWidgetError[]> {
  return page.evaluate(() => (window as unknown as { heard: HeardWidgetError[] }).heard);
}
