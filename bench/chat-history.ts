import type { Page } from 'playwright-core';
import { round } from './stats';

/** The 10,000-message conversation in Chromium: opening it, then paging back to its first message. */
export interface HistoryFigures {
  /** From the click on the row to the newest message shown (timed from Node, so a little over). */
  openMs: number;
  /** From the first drag to the top to the first message shown. */
  scrollBackMs: number;
  /** Drags to the top it took. */
  steps: number;
  /** Most message elements in the DOM at any step (goal: under 150). */
  maxMessagesInDom: number;
  /** Largest move, in pixels, of the top message when older ones were put before it (goal: 0). */
  maxJumpPx: number;
}

const FIRST = 'History message 1 of 10000';
const NEWEST = 'History message 10000 of 10000';

// A string, not a function: functions compiled by tsx may reference helpers the page does not have.
// Each step drags the view to the top of what is shown (as a reader dragging the scroll bar), waits for the list to
// settle, and measures how far the message at the top moved on screen (it should not: older ones go above it).
const scrollBack = (maxSteps: number) => `(async () => {
  const log = document.querySelector('fk-chat').shadowRoot.querySelector('[role="log"]');
  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const place = (id) => {
    const element = log.querySelector('article[data-chat-data-id="' + id + '"]');
    return element ? element.getBoundingClientRect().top - log.getBoundingClientRect().top : null;
  };
  const topMessage = () => {
    const box = log.getBoundingClientRect();
    for (const article of log.querySelectorAll('article[data-chat-data-id]')) {
      if (article.getBoundingClientRect().bottom > box.top) return article.dataset.chatDataId;
    }
    return null;
  };
  let steps = 0, maxMessagesInDom = 0, maxJumpPx = 0;
  const started = performance.now();
  while (!log.textContent.includes(${JSON.stringify(FIRST)})) {
    if (++steps > ${maxSteps}) {
      throw new Error('first message not reached in ${maxSteps} steps; ' + log.querySelectorAll('article').length +
        ' messages shown at scrollTop ' + log.scrollTop);
    }
    log.scrollTop = 0;
    await frame();
    const id = topMessage();
    const before = place(id);
    await wait(20);
    while (log.querySelector('.fk-chat-messages__loading')) await wait(5);
    await frame();
    const after = place(id);
    if (before !== null && after !== null) maxJumpPx = Math.max(maxJumpPx, Math.abs(after - before));
    maxMessagesInDom = Math.max(maxMessagesInDom, log.querySelectorAll('article').length);
  }
  return { steps, maxMessagesInDom, maxJumpPx, scrollBackMs: performance.now() - started };
})()`;

/** Opens alice's conversation with carol (the chat window open on the recent chats) and pages back to its start. */
export async function historyInBrowser(page: Page, maxSteps = 3000): Promise<HistoryFigures> {
  const t0 = performance.now();
  await page.getByRole('button', { name: /^Carol Price/ }).click();
  await page.getByText(NEWEST, { exact: true }).waitFor();
  const openMs = performance.now() - t0;
  const figures = (await page.evaluate(scrollBack(maxSteps))) as Omit<HistoryFigures, 'openMs'>;
  return {
    openMs: round(openMs),
    scrollBackMs: round(figures.scrollBackMs),
    steps: figures.steps,
    maxMessagesInDom: figures.maxMessagesInDom,
    maxJumpPx: round(figures.maxJumpPx),
  };
}
