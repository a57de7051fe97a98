import { expect, type Locator, test } from '@playwright/test';
import { appAliceAndBob, type ChatSession, DESKTOP } from './chat-support';
import { baseURL } from './playwright.config';
import { countExecutions, executions } from './sms-log-support';
import { snap, unique, watchPage } from './support';
import { XSS_PAYLOADS } from './xss-corpus';

// A message's text as people see it in the full app, between alice and bob through the real server: its links, its
// direction, and the typing indicator that goes when the message it announced arrives.

const sessions: ChatSession[] = [];
test.afterEach(async () => {
  for (const session of sessions.splice(0)) await session.context.close();
});

/** The text element of the one message of a log that holds `text`. */
const messageText = (log: Locator, text: string) =>
  log.locator('.fk-chat-bubble__text').filter({ hasText: text });

test('links in a message open in a new tab without the page; other schemes and the punctuation around stay text', async ({
  browser,
}) => {
  const { alice, bob } = await appAliceAndBob(browser, sessions);
  const marker = unique('links');
  const text = `${marker} plan at https://example.com/plans/7?rev=2, parts at www.example.com/parts. javascript:alert(1) data:text/html,x (https://example.com/x)`;
  await alice.send(text);

  for (const session of [bob, alice]) {
    const shown = messageText(session.log(), marker);
    await expect(shown).toHaveText(text);
    const links = shown.getByRole('link');
    await expect(links).toHaveText([
      'https://example.com/plans/7?rev=2',
      'www.example.com/parts',
      'https://example.com/x',
    ]);
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual([
      'https://example.com/plans/7?rev=2',
      'https://www.example.com/parts',
      'https://example.com/x',
    ]);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  }
  await snap(bob.page, 'chat-message-links');

  // Followed, a link opens a tab of its own that cannot reach back into the app and is not told where it came from.
  const asked: Array<{ url: string; referer: string | undefined }> = [];
  await bob.context.route('https://example.com/**', (route) => {
    asked.push({ url: route.request().url(), referer: route.request().headers().referer });
    return route.fulfill({ contentType: 'text/html', body: '<title>Plans</title><p>Plan 7</p>' });
  });
  const [tab] = await Promise.all([
    bob.context.waitForEvent('page'),
    messageText(bob.log(), marker).getByRole('link', { name: 'https://example.com/plans/7?rev=2' }).click(),
  ]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe('https://example.com/plans/7?rev=2');
  expect(await tab.evaluate(() => [window.opener, document.referrer])).toEqual([null, '']);
  expect(asked).toEqual([{ url: 'https://example.com/plans/7?rev=2', referer: undefined }]);
  // The app stays where it was, its conversation open.
  expect(bob.page.url().startsWith(baseURL)).toBe(true);
  await expect(bob.window().getByRole('heading', { name: 'Alice Walker', exact: true })).toBeVisible();
});

test('Arabic and Hebrew messages read right to left in their bubbles, in the left-to-right app', async ({
  browser,
}) => {
  const { alice, bob } = await appAliceAndBob(browser, sessions);
  const marker = unique('rtl');
  // Short enough for one line each.
  const arabic = `وصلت القطع ${marker}`;
  const hebrew = `מחר בשמונה ${marker}`;
  const english = `${marker} see you at eight`;
  for (const text of [arabic, hebrew, english]) await bob.send(text);

  const log = alice.log();
  for (const text of [arabic, hebrew, english])
    await expect(log.getByText(text, { exact: true })).toBeVisible();
  expect(await log.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  /** The direction the message is laid out in, and where its first word and its last (the marker) are drawn. */
  const layout = (text: string) =>
    messageText(log, text).evaluate((p) => {
      const node = p.firstChild as Text;
      const word = (from: number, to: number) => {
        const range = document.createRange();
        range.setStart(node, from);
        range.setEnd(node, to);
        return range.getBoundingClientRect();
      };
      const all = node.data;
      const first = word(0, all.indexOf(' '));
      const last = word(all.lastIndexOf(' ') + 1, all.length);
      const box = p.getBoundingClientRect();
      return {
        direction: getComputedStyle(p).direction,
        firstLeftOfLast: first.left < last.left,
        // The end of the first line sits at the paragraph's right edge for right-to-left text.
        rightAligned: Math.abs(first.right - box.right) < 2,
      };
    });
  expect(await layout(arabic)).toEqual({ direction: 'rtl', firstLeftOfLast: false, rightAligned: true });
  expect(await layout(hebrew)).toEqual({ direction: 'rtl', firstLeftOfLast: false, rightAligned: true });
  expect(await layout(english)).toEqual({ direction: 'ltr', firstLeftOfLast: true, rightAligned: false });
  await snap(alice.page, 'chat-message-rtl');
});

test("the typing indicator goes as soon as the typing person's message arrives", async ({ browser }) => {
  const { alice, bob } = await appAliceAndBob(browser, sessions);
  const typing = alice.window().getByText('Bob Stone is typing');
  const box = bob.window().getByRole('textbox', { name: 'Message' });
  const text = unique('Here in five');
  await box.fill(text);
  await expect(typing).toBeVisible();
  await box.press('Enter');
  await expect(alice.log().getByText(text, { exact: true })).toBeVisible();
  // The notice would keep it 6 s; the message ends it at once.
  await expect(typing).toBeHidden({ timeout: 1000 });
  // Typing again shows it again.
  await box.fill('and then');
  await expect(typing).toBeVisible();
});

test(`${XSS_PAYLOADS.length} payloads as messages: only text and http(s) links, nothing runs, nothing is fetched`, async ({
  browser,
}) => {
  test.setTimeout(180_000);
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  const watched = new Map<ChatSession, ReturnType<typeof watchPage>>();
  const { alice, bob } = await appAliceAndBob(browser, sessions, DESKTOP, async (session) => {
    await countExecutions(session.context);
    // Counted from a fresh load of the app.
    await session.page.reload();
    watched.set(session, watchPage(session.page, baseURL));
  });
  const marker = unique('xss');
  for (const [i, payload] of XSS_PAYLOADS.entries()) {
    const text = `${marker} [${i}] ${payload}`;
    await alice.send(text);
    const shown = messageText(bob.log(), `${marker} [${i}]`);
    await expect(shown).toHaveText(text);
    // Every element in the text is a link to an http(s) address, opening in a new tab without the page.
    const elements = await shown.evaluate((p) =>
      [...p.querySelectorAll('*')].map((el) => ({
        tag: el.localName,
        attributes: el.getAttributeNames().sort(),
        href: el.getAttribute('href'),
        target: el.getAttribute('target'),
        rel: el.getAttribute('rel'),
      })),
    );
    for (const element of elements) {
      expect(element, payload).toMatchObject({ tag: 'a', attributes: ['href', 'rel', 'target'] });
      expect(new URL(element.href ?? '').protocol, payload).toMatch(/^https?:$/);
      expect([element.target, element.rel], payload).toEqual(['_blank', 'noopener noreferrer']);
    }
  }
  // Time for anything that would run or load late.
  await bob.page.waitForTimeout(1500);
  for (const session of [alice, bob]) {
    const { dialogs, elsewhere } = watched.get(session)!;
    expect(dialogs).toEqual([]);
    expect(elsewhere).toEqual([]);
    expect(await executions(session.page)).toBe(0);
  }
});
