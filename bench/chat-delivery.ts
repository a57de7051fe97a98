import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HubConnection } from '@microsoft/signalr';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../e2e/chromium';
import { hubs } from '../packages/core/src/contract';
import { type HistoryFigures, historyInBrowser } from './chat-history';
import { FEW_USERS_AS_MANY, startBuiltServer, startChild, stopChild } from './child';
import { connectHub, signIn } from './hub-clients';
import { median, percentile, round } from './stats';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The example portal's own demo password (examples/portal/users.mjs): its users sign in to it, not to Fieldkit. */
const PORTAL_PASSWORD = 'intranet1234';
const USERS = { alice: 2, bob: 3 } as const;

/** Hub delivery (Node clients) and send-to-shown in Chromium, each measured against the built server. */
export interface ChatDeliveryFigures {
  hub: { connections: number; messages: number; p50Ms: number; p99Ms: number; maxMs: number };
  browser: { messages: number; medianMs: number; p90Ms: number };
  /** alice's 10,000-message conversation with carol, opened and paged back to its start in Chromium. */
  history: HistoryFigures;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

/**
 * 1,000 connected clients (the official SignalR client in Node): alice sends to bob with NewMessage, one message
 * every 10 ms, and each is timed from the send to bob's MessageReceived; the other 998 connections (carol,
 * the site admin and dave, in three companies) stay connected and receive the presence pushes.
 */
async function hubDelivery(baseUrl: string, connections: number, messages: number) {
  const tokens = {
    alice: await signIn(baseUrl, 'alice'),
    bob: await signIn(baseUrl, 'bob'),
    others: [
      await signIn(baseUrl, 'carol'),
      await signIn(baseUrl, 'siteadmin'),
      await signIn(baseUrl, 'dave'),
    ],
  };
  const idle: HubConnection[] = [];
  for (let i = 0; i < connections - 2; i += 50) {
    const batch = Array.from({ length: Math.min(50, connections - 2 - i) }, (_, k) =>
      connectHub(baseUrl, hubs.chat.path, tokens.others[(i + k) % tokens.others.length]!),
    );
    idle.push(...(await Promise.all(batch)));
  }
  const sender = await connectHub(baseUrl, hubs.chat.path, tokens.alice);
  const receiver = await connectHub(baseUrl, hubs.chat.path, tokens.bob);
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let counting = false;
  receiver.on('MessageReceived', (message: { clientMessageId: string | null }) => {
    const t0 = message.clientMessageId ? sentAt.get(message.clientMessageId) : undefined;
    if (t0 !== undefined && counting) latencies.push(performance.now() - t0);
  });
  const send = (id: string) => {
    sentAt.set(id, performance.now());
    return sender.invoke('NewMessage', {
      FromUserId: USERS.alice,
      ToUserId: USERS.bob,
      CompanyId: 2,
      FromUserTypeId: 1,
      ToUserTypeId: 1,
      ChatMessage: `bench ${id}`,
      IsAttachmentExists: false,
      ClientMessageId: id,
    });
  };
  try {
    // Warm-up, not counted.
    for (let i = 0; i < 50; i++) await send(`warm-${i}-${Date.now()}`);
    counting = true;
    const started = performance.now();
    const pending: Promise<unknown>[] = [];
    for (let i = 0; i < messages; i++) {
      await sleep(started + i * 10 - performance.now());
      pending.push(send(`m-${i}-${Date.now()}`));
    }
    await Promise.all(pending);
    const deadline = performance.now() + 5000;
    while (latencies.length < messages && performance.now() < deadline) await sleep(20);
    if (latencies.length < messages) throw new Error(`only ${latencies.length} of ${messages} arrived`);
    return {
      connections: idle.length + 2,
      messages: latencies.length,
      p50Ms: round(percentile(latencies, 50)),
      p99Ms: round(percentile(latencies, 99)),
      maxMs: round(Math.max(...latencies)),
    };
  } finally {
    await Promise.all([sender, receiver, ...idle].map((c) => c.stop()));
  }
}

// In-page scripts are strings: functions compiled by tsx may reference helpers the page does not have.
const watchIncoming = `(() => {
  const host = document.querySelector('fk-chat');
  const rootNode = host && host.shadowRoot;
  if (!rootNode) throw new Error('no <fk-chat> shadow root');
  window.__shown = {};
  const scan = () => {
    const now = performance.timeOrigin + performance.now();
    for (const p of rootNode.querySelectorAll('.fk-chat-bubble__text')) {
      const text = p.textContent || '';
      if (text.startsWith('browser-bench ') && !(text in window.__shown)) window.__shown[text] = now;
    }
  };
  new MutationObserver(scan).observe(rootNode, { childList: true, subtree: true, characterData: true });
})()`;

const watchSending = `(() => {
  window.__sent = {};
  document.addEventListener('keydown', (event) => {
    const target = event.composedPath()[0];
    if (event.key === 'Enter' && target && 'value' in target) {
      window.__sent[target.value] = performance.timeOrigin + performance.now();
    }
  }, true);
})()`;

async function portalChat(page: Page, portal: string, username: string, other: string) {
  await page.goto(portal);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PORTAL_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: /^(Open chat|Chat, \d+ unread)$/ }).click();
  await page.getByRole('button', { name: 'New conversation' }).click();
  await page.getByRole('button', { name: new RegExp(`^${other}`) }).click();
  await page.getByRole('heading', { name: other, exact: true }).waitFor();
}

/**
 * Two Chromium contexts on the example portal: the time from Enter in alice's to the bubble in bob's; then alice's
 * long conversation with carol.
 */
async function browserDelivery(portal: string, messages: number) {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const alicePage = await (await browser.newContext()).newPage();
    const bobPage = await (await browser.newContext()).newPage();
    await portalChat(alicePage, portal, 'alice', 'Bob Stone');
    await portalChat(bobPage, portal, 'bob', 'Alice Walker');
    await bobPage.evaluate(watchIncoming);
    await alicePage.evaluate(watchSending);
    const box = alicePage.getByRole('textbox', { name: 'Message' });
    const samples: number[] = [];
    for (let i = 0; i < messages; i++) {
      const text = `browser-bench ${i} ${Date.now()}`;
      await box.fill(text);
      await box.press('Enter');
      await bobPage.waitForFunction(`window.__shown[${JSON.stringify(text)}] !== undefined`, undefined, {
        polling: 5,
      });
      const sent = (await alicePage.evaluate(`window.__sent[${JSON.stringify(text)}]`)) as number;
      const shown = (await bobPage.evaluate(`window.__shown[${JSON.stringify(text)}]`)) as number;
      samples.push(shown - sent);
    }
    await alicePage.getByRole('button', { name: 'Back to recent chats' }).click();
    const history = await historyInBrowser(alicePage);
    return {
      delivery: {
        messages: samples.length,
        medianMs: round(median(samples)),
        p90Ms: round(percentile(samples, 90)),
      },
      history,
    };
  } finally {
    await browser.close();
  }
}

/** Chat delivery through the built server (its own process) and the example portal (another origin). */
export async function benchChatDelivery(connections = 1000, messages = 1000): Promise<ChatDeliveryFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fk-bench-chat-'));
  const port = 4394;
  const portal = `http://127.0.0.1:${port + 1}`;
  const server = await startBuiltServer(port, {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    // Several connections per user, and the portal's origin let in.
    SINGLE_SESSION: 'false',
    ALLOWED_ORIGINS: portal,
    ...FEW_USERS_AS_MANY,
  });
  const portalServer = await startChild(
    process.execPath,
    [join(root, 'examples/portal/serve.mjs')],
    { PORTAL_PORT: String(port + 1), FIELDKIT_URL: `http://127.0.0.1:${port}` },
    (line) => line.includes('Portal on'),
  );
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    const hub = await hubDelivery(baseUrl, connections, messages);
    const { delivery, history } = await browserDelivery(`${portal}/`, 50);
    return { hub, browser: delivery, history };
  } finally {
    await stopChild(portalServer);
    await stopChild(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
