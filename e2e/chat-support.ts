import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { type Browser, type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { baseURL, portalURL } from './playwright.config';
import { DEMO_PASSWORD, openAppAs, PORTAL_PASSWORD } from './support';

/** Demo users of company 2 (and dave of company 3) as the chat shows them. */
export const USERS = {
  alice: { username: 'alice', name: 'Alice Walker', loginId: 2 },
  bob: { username: 'bob', name: 'Bob Stone', loginId: 3 },
  carol: { username: 'carol', name: 'Carol Price', loginId: 4 },
  dave: { username: 'dave', name: 'Dave Lund', loginId: 5 },
} as const;
export type DemoUser = keyof typeof USERS;

/** One user's chat in its own browser context. */
export interface ChatSession {
  context: BrowserContext;
  page: Page;
  /** Opens the chat window from the launcher (the button names the unread total). */
  openWindow(): Promise<Locator>;
  /** The chat window. */
  window(): Locator;
  /** The launcher button while the window is closed. */
  launcher(): Locator;
  /** Opens the conversation with a user from the recent chats. */
  openConversationWith(name: string): Promise<void>;
  /** Opens (or starts) the conversation with a user through the user picker. */
  pickUser(name: string): Promise<void>;
  /** The open conversation's message log. */
  log(): Locator;
  /** Types a message and sends it with Enter. */
  send(text: string): Promise<void>;
}

/**
 * Signs a user in to the example portal (another origin, with users of its own: `<fk-chat>` gets its token through the
 * portal's backend) and returns their chat: the worker's portal, or the portal of an {@link OwnServer}.
 */
export async function openChatAs(
  browser: Browser,
  user: DemoUser,
  portal = portalURL,
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<ChatSession> {
  const context = await browser.newContext({ baseURL: portal, viewport: { width: 1280, height: 800 } });
  await prepare?.(context);
  const page = await context.newPage();
  await page.goto('/');
  await page.getByLabel('Username').fill(USERS[user].username);
  await page.getByLabel('Password').fill(PORTAL_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return chatSession(context, page);
}

/**
 * Two users in the portal, each with the chat window open on their conversation with the other (through the user
 * picker); their sessions go into `sessions` as they open, for the spec to close.
 */
export async function inConversation(
  browser: Browser,
  sessions: ChatSession[],
  first: DemoUser,
  second: DemoUser,
): Promise<[ChatSession, ChatSession]> {
  const one = await openChatAs(browser, first);
  sessions.push(one);
  const other = await openChatAs(browser, second);
  sessions.push(other);
  await one.openWindow();
  await one.pickUser(USERS[second].name);
  await other.openWindow();
  await other.pickUser(USERS[first].name);
  return [one, other];
}

/** The window size of a desktop, and of a phone (an iPhone 14's CSS pixels). */
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
/** A phone with its touch screen: no hover, a coarse pointer. */
export const PHONE_TOUCH = { ...PHONE, hasTouch: true };

/**
 * Signs a user in to the full app (the shell) and returns their chat, opened from the top bar's chat icon; `prepare`
 * readies the context before its first page.
 */
export async function openAppChatAs(
  browser: Browser,
  user: DemoUser,
  { hasTouch = false, ...viewport }: { width: number; height: number; hasTouch?: boolean } = DESKTOP,
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<ChatSession> {
  const context = await browser.newContext({ baseURL, viewport, hasTouch });
  await prepare?.(context);
  const page = await context.newPage();
  await openAppAs(page, USERS[user].username);
  // The profile button names its user at every width (a phone's bar shows only the avatar).
  await expect(
    page.getByRole('banner').getByRole('button', { name: `Profile menu for ${USERS[user].name}` }),
  ).toBeVisible();
  return chatSession(context, page, /^Open chat(, \d+ unread)?$/);
}

/**
 * alice and bob signed in to the full app, each with the chat open on their conversation with the other; their
 * sessions go into `sessions` as they open, for the spec to close. `watch` runs on each page before the chat opens.
 */
export async function appAliceAndBob(
  browser: Browser,
  sessions: ChatSession[],
  viewport: Parameters<typeof openAppChatAs>[2] = DESKTOP,
  watch?: (session: ChatSession) => Promise<void>,
): Promise<{ alice: ChatSession; bob: ChatSession }> {
  const open = async (user: 'alice' | 'bob', other: string) => {
    const session = await openAppChatAs(browser, user, viewport);
    sessions.push(session);
    await watch?.(session);
    await session.openWindow();
    await session.pickUser(other);
    return session;
  };
  return { alice: await open('alice', USERS.bob.name), bob: await open('bob', USERS.alice.name) };
}

/** The launcher of the portal's `<fk-chat>`: its name says the unread total, when there is one. */
export const PORTAL_LAUNCHER = /^(Open chat|Chat, \d+ unread)$/;

/** The chat helpers over a page that shows the chat (also after a reload). */
export function chatSession(
  context: BrowserContext,
  page: Page,
  launcherName = PORTAL_LAUNCHER,
): ChatSession {
  // A region beside the page; on a phone, a modal dialog over it.
  const window = () =>
    page.getByRole('region', { name: 'Chat window' }).or(page.getByRole('dialog', { name: 'Chat window' }));
  const launcher = () => page.getByRole('button', { name: launcherName });
  const log = () => window().getByRole('log');
  return {
    context,
    page,
    window,
    launcher,
    log,
    async openWindow() {
      await launcher().click();
      await expect(window()).toBeVisible();
      return window();
    },
    async openConversationWith(name) {
      await window()
        .getByRole('button', { name: new RegExp(`^${name}`) })
        .click();
      await expect(window().getByRole('heading', { name, exact: true })).toBeVisible();
    },
    async pickUser(name) {
      await window().getByRole('button', { name: 'New conversation' }).click();
      await window()
        .getByRole('button', { name: new RegExp(`^${name}`) })
        .click();
      await expect(window().getByRole('heading', { name, exact: true })).toBeVisible();
    },
    async send(text) {
      const box = window().getByRole('textbox', { name: 'Message' });
      await box.fill(text);
      await box.press('Enter');
    },
  };
}

/** Signs in through the API (no browser) and returns the access token. */
export async function apiToken(user: DemoUser, server = baseURL): Promise<string> {
  const response = await fetch(`${server}/api/auth/Account/SignIn`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ UserName: USERS[user].username, Password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/**
 * A reference server of its own (not Playwright's), to stop and start again on the same port, with an example portal
 * of its own in front (a portal names its one Fieldkit server itself).
 */
export interface OwnServer {
  url: string;
  /** The portal that embeds this server's widgets. */
  portal: string;
  start(): Promise<void>;
  /** Kills the server's process by its pid and waits for it to end (the portal stays). */
  kill(): Promise<void>;
  /** Kills the server and its portal. */
  dispose(): Promise<void>;
}

/**
 * How far above an own server's port its portal listens: the port after it, the one the demo embed keys allow (the
 * portal's elements exchange their assertions from that origin).
 */
const OWN_PORTAL_OFFSET = 1;

/**
 * A server on `port` with its own DATA_DIR, and its portal on the port {@link OWN_PORTAL_OFFSET} above, which it lets
 * in, with `env` added to its environment. The portal runs until `kill`; a restart restarts the server only.
 */
export function ownServer(port: number, dataDir: string, env: Record<string, string> = {}): OwnServer {
  const root = fileURLToPath(new URL('..', import.meta.url));
  let child: ChildProcess | null = null;
  let portalChild: ChildProcess | null = null;
  const url = `http://127.0.0.1:${port}`;
  const portal = `http://127.0.0.1:${port + OWN_PORTAL_OFFSET}`;
  return {
    url,
    portal,
    async start() {
      if (!portalChild) {
        portalChild = spawn(process.execPath, ['examples/portal/serve.mjs'], {
          cwd: root,
          env: { ...process.env, PORTAL_PORT: String(port + OWN_PORTAL_OFFSET), FIELDKIT_URL: url },
          stdio: 'ignore',
        });
        await expect
          .poll(async () => (await fetch(`${portal}/`).catch(() => null))?.status, { timeout: 30_000 })
          .toBe(200);
      }
      child = spawn(process.execPath, ['packages/server/dist/main.js'], {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          DATA_DIR: dataDir,
          ALLOWED_ORIGINS: portal,
          LOG_LEVEL: 'warn',
          ...env,
        },
        stdio: 'ignore',
      });
      await expect
        .poll(async () => (await fetch(`${url}/config.json`).catch(() => null))?.status, { timeout: 30_000 })
        .toBe(200);
    },
    async kill() {
      const running = child;
      child = null;
      await killChild(running);
    },
    async dispose() {
      await this.kill();
      const portalRunning = portalChild;
      portalChild = null;
      await killChild(portalRunning);
    },
  };
}

/** Kills a child process by its pid, if it runs, and waits for it to end. */
async function killChild(running: ChildProcess | null): Promise<void> {
  if (!running || running.exitCode !== null || running.pid === undefined) return;
  const exited = once(running, 'exit');
  process.kill(running.pid, 'SIGKILL');
  await exited;
}

/** A solid-colour PNG of the given size (a real image, so the preview has something to show). */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).fill(Buffer.from(rgb))]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF (enough for a file that is listed and downloaded). */
export const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Reads a server's SQLite database (read-only). */
export function readDb<T>(dataDir: string, read: (db: Database.Database) => T): T {
  const db = new Database(join(dataDir, 'fieldkit.db'), { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}
