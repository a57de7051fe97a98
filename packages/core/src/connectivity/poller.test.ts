import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeWindow } from '../testing/fake-window';
import { createConnectivity } from './connectivity';
import { createPoller } from './poller';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(start: Parameters<typeof fakeWindow>[0] = {}) {
  const browser = fakeWindow(start);
  const connectivity = createConnectivity(browser.win);
  const run = vi.fn();
  return { browser, connectivity, run };
}

describe('a poller runs at once and every intervalMs until it is stopped', () => {
  it('runs now, after each interval, and never after the stop', async () => {
    const { connectivity, run } = setup();
    const poller = createPoller({ intervalMs: 1000, run, connectivity });
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    poller.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('without connectivity it never pauses', async () => {
    const run = vi.fn();
    const poller = createPoller({ intervalMs: 1000, run });
    await vi.advanceTimersByTimeAsync(3000);
    expect(run).toHaveBeenCalledTimes(4);
    poller.stop();
  });

  it('a failed poll is written to the console and the polling goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const run = vi.fn(async () => {
      throw new Error('503');
    });
    const poller = createPoller({ intervalMs: 1000, run });
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith('Poll failed:', expect.objectContaining({ message: '503' }));
    poller.stop();
    warn.mockRestore();
  });
});

describe('a poller pauses while the page is hidden and runs at once when it shows again', () => {
  it('does not run while hidden, then runs on show and every interval from then', async () => {
    const { browser, connectivity, run } = setup();
    const poller = createPoller({ intervalMs: 1000, run, connectivity });
    await vi.advanceTimersByTimeAsync(400);
    browser.hide();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(1);
    browser.show();
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(3);
    poller.stop();
  });

  it('a poller created on a hidden page waits for it to show', async () => {
    const { browser, connectivity, run } = setup({ visibilityState: 'hidden' });
    const poller = createPoller({ intervalMs: 1000, run, connectivity });
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).not.toHaveBeenCalled();
    browser.show();
    expect(run).toHaveBeenCalledTimes(1);
    poller.stop();
  });
});

describe('a poller pauses while offline and runs at once when the browser is back online', () => {
  it('does not run while offline, then runs when online', async () => {
    const { browser, connectivity, run } = setup();
    const poller = createPoller({ intervalMs: 1000, run, connectivity });
    browser.goOffline();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(1);
    browser.goOnline();
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(3);
    poller.stop();
  });

  it('back online on a hidden page still waits for the page to show', async () => {
    const { browser, connectivity, run } = setup();
    const poller = createPoller({ intervalMs: 1000, run, connectivity });
    browser.goOffline();
    browser.hide();
    browser.goOnline();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(1);
    browser.show();
    expect(run).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it('an online event while already online runs nothing extra', async () => {
    const { browser, connectivity, run } = setup();
    const poller = createPoller({ intervalMs: 1000, run, connectivity });
    browser.goOnline();
    browser.show();
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it('a stopped poller does not wake on show or online', async () => {
    const { browser, connectivity, run } = setup();
    const poller = createPoller({ intervalMs: 1000, run, connectivity });
    browser.hide();
    poller.stop();
    browser.show();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
