import { type Browser, expect, type Page, test } from '@playwright/test';
import { chatSession, DESKTOP, openChatAs, PHONE } from './chat-support';
import { portalURL } from './playwright.config';
import { seriousViolations } from './shell-support';
import { expectDeclaredParts, snap } from './support';
import {
  expectMediaFrom,
  observePeerConnections,
  USERS,
  VIDEO_LAUNCH,
  VIDEO_RING_TIMEOUT_MS,
  videoSession,
  videoSessionsPerTest,
} from './video-support';

// Video calls between real browsers through the reference server: the ring, the call window, real audio and video
// over WebRTC (a fake camera and microphone), the participant panel, and rings that behave like a phone's.

test.use({ launchOptions: VIDEO_LAUNCH });

const { open } = videoSessionsPerTest();

test('alice calls bob from their chat, carol joins and leaves, alice ends the call for everyone', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const alice = await open(browser, 'alice');
  const bob = await open(browser, 'bob');
  const carol = await open(browser, 'carol');

  await alice.callFromChat('Bob Stone');
  await snap(alice.page, 'video-outgoing');
  await expect(bob.prompt()).toContainText('Alice Walker');
  await expect(bob.prompt()).toContainText('Calling...');
  // The ring takes no focus (Enter typed elsewhere answers nothing); Alt+Shift+C goes to it, Escape goes back.
  await expect(bob.prompt().getByRole('button', { name: 'Accept' })).not.toBeFocused();
  await expect(bob.prompt()).toContainText('Alt+Shift+A answers, Alt+Shift+D declines');
  await bob.page.keyboard.press('Alt+Shift+KeyC');
  await expect(bob.prompt().getByRole('button', { name: 'Accept' })).toBeFocused();
  await snap(bob.page, 'video-incoming');
  await bob.prompt().getByRole('button', { name: 'Accept' }).click();

  await expect(alice.callWindow()).toBeVisible();
  await expect(bob.callWindow()).toBeVisible();
  await expectMediaFrom(alice.page, 1);
  await expectMediaFrom(bob.page, 1);
  // The timers run.
  const timer = bob.callWindow().getByRole('timer');
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first ?? '', { timeout: 3_000 });

  // alice mutes: bob sees her mute indicator.
  await alice.callWindow().getByRole('button', { name: 'Mute microphone' }).click();
  await expect(bob.callWindow().getByText('Muted')).toBeVisible();
  await snap(bob.page, 'video-in-call');

  // alice invites carol from the participant panel.
  await alice.callWindow().getByRole('button', { name: 'Show participants' }).click();
  await alice.callWindow().getByRole('searchbox', { name: 'Search people to invite' }).fill('Carol');
  await alice.callWindow().getByRole('button', { name: 'Invite Carol Price' }).click();
  await expect(alice.callWindow().getByText('Others from chat (1)')).toBeVisible();
  await expect(alice.callWindow().getByText('Calling...')).toBeVisible();
  await snap(alice.page, 'video-panel-inviting');
  await expect(carol.prompt()).toContainText('Alice Walker');
  await carol.prompt().getByRole('button', { name: 'Accept' }).click();
  await expect(alice.callWindow().getByText('Currently in this call (3)')).toBeVisible();
  await expect(alice.callWindow().getByText('Others from chat (0)')).toBeVisible();
  for (const session of [alice, bob, carol]) await expectMediaFrom(session.page, 2);
  await snap(carol.page, 'video-three');

  // carol leaves: the call goes on for alice and bob.
  await carol.callWindow().getByRole('button', { name: 'Leave' }).click();
  await expect(carol.callWindow()).toBeHidden();
  await expect(alice.callWindow().getByText('Currently in this call (2)')).toBeVisible();
  await expect(bob.callWindow()).toBeVisible();

  // alice ends the call: every window closes.
  await alice.callWindow().getByRole('button', { name: 'End Call' }).click();
  await expect(alice.callWindow()).toBeHidden();
  await expect(bob.callWindow()).toBeHidden();
});

test('bob rejects: alice is told he declined, then her prompt closes', async ({ browser }) => {
  const alice = await open(browser, 'alice');
  const bob = await open(browser, 'bob');
  await alice.callFromChat('Bob Stone');
  await bob.prompt().getByRole('button', { name: 'Reject' }).click();
  await expect(bob.prompt()).toBeHidden();
  await expect(alice.prompt()).toContainText('Bob Stone declined the call');
  await snap(alice.page, 'video-declined');
  await expect(alice.prompt()).toBeHidden();
});

test('in the dark: both prompts and the call window, at desktop and phone width, have no serious violation', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const alice = await open(browser, 'alice');
  const bob = await open(browser, 'bob', PHONE);
  for (const { page } of [alice, bob]) await page.emulateMedia({ colorScheme: 'dark' });
  await alice.callFromChat('Bob Stone');
  await expect(bob.prompt()).toContainText('Alice Walker');
  /** Both pages checked by axe and saved, alice's at desktop width, bob's on a phone. */
  const checked = async (state: string, aliceSees: string, bobSees: string) => {
    for (const [session, name] of [
      [alice, `video-dark-${aliceSees}-desktop`],
      [bob, `video-dark-${bobSees}-phone`],
    ] as const) {
      expect(await seriousViolations(session.page), `${state}: ${name}`).toEqual([]);
      await snap(session.page, name, { fullPage: false });
    }
  };
  await checked('ringing', 'outgoing', 'incoming');
  await bob.prompt().getByRole('button', { name: 'Accept' }).click();
  await expect(alice.callWindow()).toBeVisible();
  await expect(bob.callWindow()).toBeVisible();
  await expectMediaFrom(alice.page, 1);
  await checked('in the call', 'call', 'call');
});

test('a third caller hears busy while bob is in a call', async ({ browser }) => {
  const alice = await open(browser, 'alice');
  const bob = await open(browser, 'bob');
  const carol = await open(browser, 'carol');
  await alice.callFromChat('Bob Stone');
  await bob.prompt().getByRole('button', { name: 'Accept' }).click();
  await expect(bob.callWindow()).toBeVisible();

  await carol.openWindow();
  await carol.pickUser('Bob Stone');
  await carol.window().getByRole('button', { name: 'Video call' }).click();
  await expect(carol.prompt()).toContainText('Bob Stone is busy in another call');
  await snap(carol.page, 'video-busy');
  // bob's call goes on, and he never heard carol ring.
  await expect(bob.prompt()).toBeHidden();
  await expect(bob.callWindow()).toBeVisible();
});

test('calling someone with no window open says they are offline at once, at desktop and phone width', async ({
  browser,
}) => {
  for (const [viewport, name] of [
    [DESKTOP, 'desktop'],
    [PHONE, 'phone'],
  ] as const) {
    const alice = await open(browser, 'alice', viewport);
    const started = Date.now();
    await alice.callFromChat('Carol Price', false);
    await expect(alice.prompt()).toContainText('Carol Price is offline: they will see a missed call.');
    // At once, not after the ring's time.
    expect(Date.now() - started).toBeLessThan(VIDEO_RING_TIMEOUT_MS);
    await snap(alice.page, `video-offline-${name}`);
    await expect(alice.prompt()).toBeHidden({ timeout: 5_000 });
  }
});

test("the notice that a call ended never covers the next call's prompt: Reject is clickable at once", async ({
  browser,
}) => {
  const alice = await open(browser, 'alice');
  const bob = await open(browser, 'bob');
  const carol = await open(browser, 'carol');
  await alice.callFromChat('Bob Stone');
  await bob.prompt().getByRole('button', { name: 'Accept' }).click();
  await expect(alice.callWindow()).toBeVisible();
  await alice.callWindow().getByRole('button', { name: 'End Call' }).click();
  await expect(bob.page.getByRole('region', { name: 'Notifications' })).toContainText('The call ended');
  await carol.callFromChat('Bob Stone');
  const reject = bob.prompt().getByRole('button', { name: 'Reject' });
  await reject.click({ trial: true, timeout: 1_000 });
  await expect(bob.page.getByRole('region', { name: 'Notifications' })).toContainText('The call ended');
  await snap(bob.page, 'video-notice-gives-way');
  await reject.click({ timeout: 1_000 });
  await expect(carol.prompt()).toContainText('Bob Stone declined the call');
});

test('nobody answers: after the ring time both sides see it missed', async ({ browser }) => {
  test.setTimeout(60_000 + VIDEO_RING_TIMEOUT_MS);
  const alice = await open(browser, 'alice');
  const bob = await open(browser, 'bob');
  await alice.callFromChat('Bob Stone');
  await expect(bob.prompt()).toBeVisible();
  await expect(alice.prompt()).toContainText('No answer', { timeout: VIDEO_RING_TIMEOUT_MS + 5_000 });
  await expect(bob.prompt()).toBeHidden();
  await expect(bob.page.getByText('Missed video call from Alice Walker')).toBeVisible();
  await snap(bob.page, 'video-missed');
  await expect(alice.prompt()).toBeHidden({ timeout: 5_000 });
  // The chat shows it: a 'Missed video call' line in their conversation, on both sides.
  await bob.openWindow();
  await bob.openConversationWith('Alice Walker');
  await expect(bob.log().getByText('Missed video call')).toBeVisible();
  await expect(alice.log().getByText('Missed video call')).toBeVisible();
  await snap(bob.page, 'video-missed-chat-line');
});

test('bob on two tabs: both ring, accepting on one stops the other', async ({ browser }) => {
  const alice = await open(browser, 'alice');
  const bob = await open(browser, 'bob');
  const secondTab = await bob.context.newPage();
  await secondTab.goto('/');
  const bobTwo = videoSession(chatSession(bob.context, secondTab), 'bob');
  await expect(secondTab.getByRole('banner').getByText('Bob Stone', { exact: true })).toBeVisible();

  await alice.callFromChat('Bob Stone');
  await expect(bob.prompt()).toContainText('Alice Walker');
  await expect(bobTwo.prompt()).toContainText('Alice Walker');
  await bobTwo.prompt().getByRole('button', { name: 'Accept' }).click();
  await expect(bobTwo.callWindow()).toBeVisible();
  await expect(bob.prompt()).toBeHidden();
  await expect(bob.callWindow()).toBeHidden();
  await expectMediaFrom(alice.page, 1);
});

test('the caller hangs up before an answer: the ring stops', async ({ browser }) => {
  const alice = await open(browser, 'alice');
  const bob = await open(browser, 'bob');
  await alice.callFromChat('Bob Stone');
  await expect(bob.prompt()).toBeVisible();
  await alice.prompt().getByRole('button', { name: 'Disconnect' }).click();
  await expect(alice.prompt()).toBeHidden();
  await expect(bob.prompt()).toBeHidden();
});

/** The portal as alice, signed in, its page recording every call event its `<fk-video-call>` dispatches. */
async function portalAsAlice(browser: Browser) {
  const { context, page: portal } = await openChatAs(browser, 'alice', portalURL, async (context) => {
    await observePeerConnections(context);
    await context.addInitScript(() => {
      const heard: { type: string; detail: unknown }[] = [];
      Object.assign(window, { callEvents: heard });
      for (const name of ['incoming', 'started', 'ended', 'missed', 'rejected'])
        document.addEventListener(`fk-call-${name}`, (event) => {
          heard.push({ type: event.type, detail: (event as CustomEvent).detail });
        });
    });
  });
  return { context, portal };
}

/** The call events the portal's page heard so far, in order. */
const callEvents = (portal: Page) =>
  portal.evaluate(
    () => (window as unknown as { callEvents: { type: string; detail: unknown }[] }).callEvents,
  );

test('<fk-video-call> in a portal on another origin calls a user of the full app, and both see video', async ({
  browser,
}) => {
  const { context, portal } = await portalAsAlice(browser);
  const bob = await open(browser, 'bob');
  try {
    await portal.getByRole('button', { name: 'Call Bob Stone' }).click();
    await expect(portal.getByRole('alertdialog')).toContainText('Calling Bob Stone...');
    await expectDeclaredParts(portal, 'fk-video-call', ['people', 'prompt']);
    await expect(bob.prompt()).toContainText('Alice Walker');
    await bob.prompt().getByRole('button', { name: 'Accept' }).click();
    await expect(portal.getByRole('dialog', { name: 'Video call with Bob Stone' })).toBeVisible();
    await expectMediaFrom(portal, 1);
    await expectMediaFrom(bob.page, 1);
    await snap(portal, 'video-portal-in-call');
    await expectDeclaredParts(portal, 'fk-video-call', ['people', 'window']);
    const withBob = { direction: 'outgoing', LoginId: USERS.bob.loginId, name: 'Bob Stone', isGroup: false };
    expect(await callEvents(portal)).toEqual([
      { type: 'fk-call-started', detail: expect.objectContaining(withBob) },
    ]);
    await portal.getByRole('button', { name: 'End Call' }).click();
    await expect(bob.callWindow()).toBeHidden();
    const [started, ended] = (await callEvents(portal)) as {
      detail: { roomName: string; seconds: number };
    }[];
    expect(ended).toEqual({
      type: 'fk-call-ended',
      detail: { ...withBob, roomName: started?.detail.roomName, seconds: expect.any(Number) },
    });
  } finally {
    await context.close();
  }
});

test('the portal hears a call rung to its user (fk-call-incoming) and declined (fk-call-rejected)', async ({
  browser,
}) => {
  const { context, portal } = await portalAsAlice(browser);
  await expect(portal.getByRole('button', { name: 'Call Bob Stone' })).toBeEnabled();
  const bob = await open(browser, 'bob');
  try {
    await bob.callFromChat('Alice Walker');
    const prompt = portal.getByRole('dialog', { name: 'Incoming video call from Bob Stone' });
    await expect(prompt).toBeVisible();
    const fromBob = { direction: 'incoming', LoginId: USERS.bob.loginId, name: 'Bob Stone', isGroup: false };
    expect(await callEvents(portal)).toEqual([
      { type: 'fk-call-incoming', detail: expect.objectContaining(fromBob) },
    ]);
    await prompt.getByRole('button', { name: 'Reject' }).click();
    await expect(bob.prompt()).toContainText('Alice Walker declined the call');
    expect((await callEvents(portal))[1]).toEqual({
      type: 'fk-call-rejected',
      detail: expect.objectContaining({ ...fromBob, reason: 'declined' }),
    });
  } finally {
    await context.close();
  }
});

test('on a phone: the prompt and the call window fit the screen, Escape minimises and the call goes on', async ({
  browser,
}) => {
  const alice = await open(browser, 'alice', PHONE);
  const bob = await open(browser, 'bob', PHONE);
  // alice calls from the top bar's people list: it closes as the call rings, not left open over the prompt.
  await alice.page.getByRole('banner').getByRole('button', { name: 'Video calls: people to call' }).click();
  const people = alice.page.getByRole('dialog', { name: 'People to call' });
  await people.getByRole('button', { name: 'Call Bob Stone' }).click();
  await expect(people).toBeHidden();
  await expect(bob.prompt()).toContainText('Alice Walker');
  const fits = async (box: { x: number; y: number; width: number; height: number } | null) => {
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width + 0.5);
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height + 0.5);
  };
  await fits(await bob.prompt().boundingBox());
  await snap(bob.page, 'phone-video-incoming');
  await bob.prompt().getByRole('button', { name: 'Accept' }).click();
  await expect(bob.callWindow()).toBeVisible();
  const box = await bob.callWindow().boundingBox();
  await fits(box);
  // Full screen on a phone.
  expect(Math.round(box!.width)).toBe(PHONE.width);
  await expectMediaFrom(bob.page, 1);
  // Alice fills the screen; bob's own picture is a small tile over its corner, not half of it.
  const tiles = bob.callWindow().getByRole('group');
  const self = await bob.callWindow().getByRole('group', { name: 'You' }).boundingBox();
  const other = await bob.callWindow().getByRole('group', { name: 'Alice Walker' }).boundingBox();
  expect(self!.width * self!.height).toBeLessThan((other!.width * other!.height) / 4);
  expect(self!.x).toBeGreaterThan(other!.x);
  expect(self!.y + self!.height).toBeLessThanOrEqual(other!.y + other!.height);
  expect(await tiles.count()).toBeGreaterThanOrEqual(2);
  await snap(bob.page, 'phone-video-in-call');
  // The participant panel shares the screen with the stage: its people in view, not squeezed to its search box.
  await bob.callWindow().getByRole('button', { name: 'Show participants' }).click();
  const panel = bob.callWindow().getByRole('complementary', { name: 'Participants' });
  await expect(panel.getByRole('heading', { name: 'Currently in this call (2)' })).toBeInViewport();
  expect((await panel.boundingBox())!.height).toBeGreaterThan(PHONE.height / 3);
  await snap(bob.page, 'phone-video-panel');
  await bob.callWindow().getByRole('button', { name: 'Hide participants' }).click();

  // Escape minimises, never hangs up: the call goes on in a small tile, and comes back maximised.
  await bob.callWindow().getByRole('button', { name: 'Mute microphone' }).focus();
  await bob.page.keyboard.press('Escape');
  await expect(bob.callWindow()).toBeHidden();
  const tile = bob.page.getByRole('region', { name: /^Video call with/ });
  await expect(tile).toBeVisible();
  await fits(await tile.boundingBox());
  await snap(bob.page, 'phone-video-minimised');
  await expect(alice.callWindow()).toBeVisible();
  await tile.getByRole('button', { name: 'Maximise' }).click();
  await expect(bob.callWindow()).toBeVisible();
});

test('a person whose page goes away drops out of the call; alone, the other sees the call end', async ({
  browser,
}) => {
  const alice = await open(browser, 'alice');
  const bob = await open(browser, 'bob');
  await alice.callFromChat('Bob Stone');
  await bob.prompt().getByRole('button', { name: 'Accept' }).click();
  await expectMediaFrom(alice.page, 1);
  await bob.page.close();
  await expect(alice.callWindow()).toBeHidden({ timeout: 15_000 });
  await expect(alice.page.getByText('The call ended')).toBeVisible();
});
