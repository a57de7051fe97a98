import { describe, expect, it } from 'vitest';
import { fakeWindow } from '../testing/fake-window';
import { type ConnectivityState, createConnectivity } from './connectivity';

describe('connectivity starts from navigator.onLine and document.visibilityState', () => {
  it('reads both when it is created', () => {
    expect(createConnectivity(fakeWindow().win).getState()).toEqual({ online: true, visible: true });
    expect(
      createConnectivity(fakeWindow({ onLine: false, visibilityState: 'hidden' }).win).getState(),
    ).toEqual({
      online: false,
      visible: false,
    });
  });

  it('without a window (a server) it is online and visible', () => {
    expect(createConnectivity(undefined).getState()).toEqual({ online: true, visible: true });
  });
});

describe('connectivity follows the online, offline and visibilitychange events, and tells its subscribers', () => {
  it('goes offline and online again', () => {
    const browser = fakeWindow();
    const connectivity = createConnectivity(browser.win);
    const seen: ConnectivityState[] = [];
    connectivity.subscribe((state) => seen.push(state));
    browser.goOffline();
    browser.goOnline();
    expect(seen).toEqual([
      { online: false, visible: true },
      { online: true, visible: true },
    ]);
  });

  it('follows the page hidden and shown', () => {
    const browser = fakeWindow();
    const connectivity = createConnectivity(browser.win);
    browser.hide();
    expect(connectivity.getState().visible).toBe(false);
    browser.show();
    expect(connectivity.getState().visible).toBe(true);
  });

  it('stops listening once disposed', () => {
    const browser = fakeWindow();
    const connectivity = createConnectivity(browser.win);
    connectivity.dispose();
    browser.goOffline();
    browser.hide();
    expect(connectivity.getState()).toEqual({ online: true, visible: true });
  });
});
