import { describe, expect, it } from 'vitest';
import { createNoticeStore } from './notice-store';

describe('notices are pushed with a severity and the keys of their texts, and dismissed by id', () => {
  it('keeps pushed notices in order with distinct ids', () => {
    const store = createNoticeStore();
    const a = store
      .getState()
      .push({ severity: 'info', ns: 'core', title: 'session.logoutTitle', text: 'one' });
    const b = store.getState().push({ severity: 'error', ns: 'chat', title: 'error', text: 'two' });
    expect(a).not.toBe(b);
    expect(store.getState().notices.map((n) => n.text)).toEqual(['one', 'two']);
  });

  it('dismiss removes only the named notice', () => {
    const store = createNoticeStore();
    const a = store.getState().push({ severity: 'success', ns: 'chat', title: 'saved', text: 'one' });
    store.getState().push({ severity: 'warning', ns: 'chat', title: 'careful', text: 'two' });
    store.getState().dismiss(a);
    expect(store.getState().notices.map((n) => n.text)).toEqual(['two']);
  });

  it('two stores stay apart', () => {
    const one = createNoticeStore();
    const two = createNoticeStore();
    one.getState().push({ severity: 'info', ns: 'core', title: 't', text: 'x' });
    expect(two.getState().notices).toEqual([]);
  });
});
