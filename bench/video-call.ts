import type { HubConnection } from '@microsoft/signalr';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_MEDIA_LAUNCH } from '../e2e/chromium';
import { hubs } from '../packages/core/src/contract';
import { FEW_USERS_AS_MANY, startBuiltServer, stopChild } from './child';
import { connectHub, signIn } from './hub-clients';
import { percentile, round } from './stats';

/** Ring latency with many people connected, and call setup between two Chromium pages on loopback. */
export interface VideoCallFigures {
  /** StartCall sent to the VideoSignal received by the person rung, with `connections` connected to the video hub. */
  ring: { connections: number; rings: number; p50Ms: number; p99Ms: number };
  /** In Chromium: the click on 'Video call' in alice's chat to the prompt in bob's page. */
  ringInBrowser: { calls: number; p50Ms: number; p99Ms: number };
  /** In Chromium: the click on Accept to the first remote video frame decoded on the accepting side. */
  acceptToFirstFrame: { calls: number; p50Ms: number; p95Ms: number };
  /** In Chromium: the first local description set to the peer connection `connected`. */
  setup: { calls: number; p50Ms: number; p95Ms: number };
}

const PASSWORD = 'demo1234';
const ALICE = 2;
const BOB = 3;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const figures = (values: number[], high: number) => ({
  p50Ms: round(percentile(values, 50)),
  [`p${high}Ms`]: round(percentile(values, high)),
});

/**
 * alice rings bob `rings` times through the hub (the official client in Node), each ring hung up (DisconnectCall)
 * once it arrived, while `connections` - 2 other connections of the company's people stay on the video hub.
 */
async function hubRings(baseUrl: string, connections: number, rings: number) {
  const others = [
    await signIn(baseUrl, 'carol'),
    await signIn(baseUrl, 'siteadmin'),
    await signIn(baseUrl, 'dave'),
  ];
  const idle: HubConnection[] = [];
  for (let i = 0; i < connections - 2; i += 50) {
    const batch = Array.from({ length: Math.min(50, connections - 2 - i) }, (_, k) =>
      connectHub(baseUrl, hubs.video.path, others[(i + k) % others.length]!),
    );
    idle.push(...(await Promise.all(batch)));
  }
  const alice = await connectHub(baseUrl, hubs.video.path, await signIn(baseUrl, 'alice'));
  const bob = await connectHub(baseUrl, hubs.video.path, await signIn(baseUrl, 'bob'));
  const arrived = new Map<string, () => void>();
  bob.on('VideoSignal', (signal: { roomName: string }) => arrived.get(signal.roomName)?.());
  const latencies: number[] = [];
  let room = Date.now();
  try {
    for (let i = 0; i < rings + 20; i++) {
      room += 1;
      const roomName = String(room);
      const heard = new Promise<void>((resolve) => arrived.set(roomName, resolve));
      const signal = { fromUser: ALICE, toUser: BOB, isGroup: false, roomName, peerId: 'bench-alice-window' };
      const started = performance.now();
      await alice.invoke('SendSignal', { ...signal, signalType: 'StartCall' });
      await heard;
      // The first 20 warm the server up.
      if (i >= 20) latencies.push(performance.now() - started);
      arrived.delete(roomName);
      await alice.invoke('SendSignal', { ...signal, signalType: 'DisconnectCall' });
    }
  } finally {
    await Promise.all([alice, bob, ...idle].map((c) => c.stop()));
  }
  return {
    connections: idle.length + 2,
    rings: latencies.length,
    ...figures(latencies, 99),
  } as VideoCallFigures['ring'];
}

// In-page scripts are strings: functions compiled by tsx may reference helpers the page does not have.
/** Notes, per peer connection, when its first local description was set, when it connected, when a frame decoded. */
const observeCalls = `(() => {
  const calls = [];
  window.__videoBench = { calls, acceptedAt: [], promptAt: [], clickedCallAt: [] };
  const now = () => performance.timeOrigin + performance.now();
  const Native = window.RTCPeerConnection;
  const setLocal = Native.prototype.setLocalDescription;
  Native.prototype.setLocalDescription = function (...args) {
    const call = calls.find((c) => c.pc === this);
    if (call && !call.localAt) call.localAt = now();
    return setLocal.apply(this, args);
  };
  window.RTCPeerConnection = class extends Native {
    constructor(config) {
      super(config);
      const call = { pc: this, localAt: 0, connectedAt: 0, frameAt: 0 };
      calls.push(call);
      this.addEventListener('connectionstatechange', () => {
        if (this.connectionState === 'connected' && !call.connectedAt) call.connectedAt = now();
      });
      const poll = setInterval(async () => {
        if (this.connectionState === 'closed') return clearInterval(poll);
        const stats = await this.getStats();
        stats.forEach((r) => {
          if (r.type === 'inbound-rtp' && r.kind === 'video' && r.framesDecoded > 0 && !call.frameAt) call.frameAt = now();
        });
        if (call.frameAt) clearInterval(poll);
      }, 5);
    }
  };
  document.addEventListener('click', (event) => {
    const button = event.composedPath().find((n) => n instanceof HTMLButtonElement);
    if (!button) return;
    const name = button.getAttribute('aria-label') || button.textContent || '';
    if (name.trim() === 'Accept') window.__videoBench.acceptedAt.push(now());
    if (name.trim() === 'Video call') window.__videoBench.clickedCallAt.push(now());
  }, true);
  new MutationObserver(() => {
    const shown = document.querySelector('[role="alertdialog"]');
    const b = window.__videoBench;
    if (shown && !b.prompting) { b.prompting = true; b.promptAt.push(now()); }
    if (!shown) b.prompting = false;
  }).observe(document, { childList: true, subtree: true });
})()`;

interface PageCalls {
  calls: Array<{ localAt: number; connectedAt: number; frameAt: number }>;
  acceptedAt: number[];
  promptAt: number[];
  clickedCallAt: number[];
}
const readCalls = (page: Page) =>
  page.evaluate(
    `(() => { const b = window.__videoBench; return { ...b, calls: b.calls.map(({ pc, ...c }) => c) }; })()`,
  ) as Promise<PageCalls>;

async function signInApp(page: Page, baseUrl: string, username: string) {
  await page.goto(`${baseUrl}/account/signin`);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('banner').waitFor();
}

/** alice calls bob `calls` times from her chat conversation in the full app; bob accepts, alice ends each call. */
async function browserCalls(baseUrl: string, calls: number) {
  const browser = await chromium.launch(CHROMIUM_MEDIA_LAUNCH);
  try {
    const pages: Page[] = [];
    for (const user of ['alice', 'bob']) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript(observeCalls);
      const page = await context.newPage();
      await signInApp(page, baseUrl, user);
      pages.push(page);
    }
    const [alice, bob] = pages as [Page, Page];
    await alice.getByRole('button', { name: /^Open chat/ }).click();
    await alice.getByRole('button', { name: 'New conversation' }).click();
    await alice.getByRole('button', { name: /^Bob Stone/ }).click();
    await alice.getByRole('heading', { name: 'Bob Stone', exact: true }).waitFor();
    const callWindow = (page: Page) => page.getByRole('dialog', { name: /^Video call with/ });
    for (let i = 0; i < calls; i++) {
      await alice
        .getByRole('region', { name: 'Chat window' })
        .getByRole('button', { name: 'Video call' })
        .click();
      await bob.getByRole('alertdialog').getByRole('button', { name: 'Accept' }).click();
      await callWindow(alice).waitFor();
      // Polled from here: the app's page allows no script evaluated from a string (its CSP).
      const deadline = Date.now() + 15_000;
      while (!((await readCalls(bob)).calls[i]?.frameAt ?? 0)) {
        if (Date.now() > deadline) throw new Error(`call ${i + 1}: no remote frame decoded in 15 s`);
        await sleep(20);
      }
      await callWindow(alice).getByRole('button', { name: 'End Call' }).click();
      await callWindow(bob).waitFor({ state: 'hidden' });
      await sleep(200);
    }
    const [a, b] = [await readCalls(alice), await readCalls(bob)];
    const firstFrame = b.calls.map((c, i) => c.frameAt - b.acceptedAt[i]!);
    const setup = b.calls.map((c) => c.connectedAt - c.localAt);
    const ring = b.promptAt.map((at, i) => at - a.clickedCallAt[i]!);
    return {
      ringInBrowser: { calls: ring.length, ...figures(ring, 99) } as VideoCallFigures['ringInBrowser'],
      acceptToFirstFrame: {
        calls: firstFrame.length,
        ...figures(firstFrame, 95),
      } as VideoCallFigures['acceptToFirstFrame'],
      setup: { calls: setup.length, ...figures(setup, 95) } as VideoCallFigures['setup'],
    };
  } finally {
    await browser.close();
  }
}

/** The video call figures against the built server (SQLite) on a port of its own. */
export async function benchVideoCall(connections = 1000, rings = 200, calls = 20): Promise<VideoCallFigures> {
  const port = 4390 + Math.floor(Math.random() * 100);
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const dataDir = mkdtempSync(join(tmpdir(), 'fieldkit-bench-video-'));
  const server = await startBuiltServer(port, {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
    ...FEW_USERS_AS_MANY,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    const ring = await hubRings(baseUrl, connections, rings);
    return { ring, ...(await browserCalls(baseUrl, calls)) };
  } finally {
    await stopChild(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
