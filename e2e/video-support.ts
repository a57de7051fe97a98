import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { type ChatSession, DESKTOP, type DemoUser, openAppChatAs, USERS } from './chat-support';
import { hubConnected, observeHubs } from './support';

/** Chromium with a fake camera and microphone (config.json's iceServers is empty by default: loopback is enough). */
export { CHROMIUM_MEDIA_LAUNCH as VIDEO_LAUNCH } from './chromium';

/** How long a ring lasts in the e2e server (VIDEO_RING_TIMEOUT_MS in playwright.config.ts). */
export { VIDEO_RING_TIMEOUT_MS } from './playwright.config';

/**
 * Keeps every RTCPeerConnection a page makes where the test can read its statistics, as the browser counts them:
 * the page's own code is untouched, only the constructor is observed.
 */
export async function observePeerConnections(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const made: RTCPeerConnection[] = [];
    Object.defineProperty(window, '__peerConnections', { value: made });
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super(config);
        made.push(this);
      }
    } as typeof RTCPeerConnection;
  });
}

/** What one connected peer connection of a page receives: video frames decoded and audio samples. */
export interface InboundMedia {
  framesDecoded: number;
  totalSamplesReceived: number;
}

/** The inbound media of every connected peer connection of a page. */
export async function inboundMedia(page: Page): Promise<InboundMedia[]> {
  return page.evaluate(async () => {
    const made = (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections;
    const open = made.filter((pc) => pc.connectionState === 'connected');
    return Promise.all(
      open.map(async (pc) => {
        let framesDecoded = 0;
        let totalSamplesReceived = 0;
        (await pc.getStats()).forEach(
          (report: {
            type: string;
            kind?: string;
            framesDecoded?: number;
            totalSamplesReceived?: number;
          }) => {
            if (report.type !== 'inbound-rtp') return;
            if (report.kind === 'video') framesDecoded += report.framesDecoded ?? 0;
            if (report.kind === 'audio') totalSamplesReceived += report.totalSamplesReceived ?? 0;
          },
        );
        return { framesDecoded, totalSamplesReceived };
      }),
    );
  });
}

/** Waits until a page receives video and audio from `count` others, and the audio keeps coming. */
export async function expectMediaFrom(page: Page, count: number): Promise<void> {
  let before: InboundMedia[] = [];
  await expect
    .poll(
      async () => {
        before = await inboundMedia(page);
        return before.filter((m) => m.framesDecoded > 0 && m.totalSamplesReceived > 0).length;
      },
      { timeout: 15_000 },
    )
    .toBe(count);
  await expect
    .poll(async () => {
      const after = await inboundMedia(page);
      return after.filter((m, i) => m.totalSamplesReceived > (before[i]?.totalSamplesReceived ?? 0)).length;
    })
    .toBe(count);
}

/** One user in the full app, with their chat and the video call's prompt and window. */
export interface VideoSession extends ChatSession {
  user: DemoUser;
  /** The ring prompt (incoming or outgoing). */
  prompt(): Locator;
  /** The call window (maximised or minimised). */
  callWindow(): Locator;
  /** Rings a person from their chat conversation's 'Video call' button. */
  /** Rings `name` from their chat; waits for 'Calling {name}...' unless `ringing` is false (an answer at once). */
  callFromChat(name: string, ringing?: boolean): Promise<void>;
}

/** Signs a user in to the full app in a context of their own that records its peer connections. */
export async function openVideoAs(
  browser: Browser,
  user: DemoUser,
  viewport = DESKTOP,
): Promise<VideoSession> {
  const session = await openAppChatAs(browser, user, viewport, async (context) => {
    await observePeerConnections(context);
    await observeHubs(context);
  });
  // The server counts a user online for calls once their video hub is connected: a ring answers 'offline' before.
  await hubConnected(session.page, '/hubs/video');
  return videoSession(session, user);
}

/**
 * The video sessions a spec opens, each context closed after its test: call at a spec's top level; it returns the
 * opener.
 */
export function videoSessionsPerTest() {
  const sessions: VideoSession[] = [];
  test.afterEach(async () => {
    for (const session of sessions.splice(0)) await session.context.close();
  });
  return {
    async open(browser: Browser, user: DemoUser, viewport = DESKTOP): Promise<VideoSession> {
      const session = await openVideoAs(browser, user, viewport);
      sessions.push(session);
      return session;
    },
  };
}

/** The video helpers over a chat session's page (another tab of the same user too). */
export function videoSession(session: ChatSession, user: DemoUser): VideoSession {
  const { page } = session;
  return {
    ...session,
    user,
    // The prompt of a call one makes is an alert dialog; that of a call that rings, a dialog that takes no focus.
    prompt: () =>
      page.getByRole('alertdialog').or(page.getByRole('dialog', { name: /^Incoming video call from / })),
    callWindow: () => page.getByRole('dialog', { name: /^Video call with/ }),
    async callFromChat(name, ringing = true) {
      if (!(await session.window().isVisible())) await session.openWindow();
      await session.pickUser(name);
      await session.window().getByRole('button', { name: 'Video call' }).click();
      if (ringing) await expect(page.getByRole('alertdialog')).toContainText(`Calling ${name}...`);
    },
  };
}

export { USERS };
