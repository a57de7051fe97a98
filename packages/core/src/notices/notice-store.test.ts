import { describe, expect, it } from 'vitest';
import { createNoticeStore } from './notice-store';

describe('notices are pushed with a severity, title and text, and dismissed by id', () => {
  it('keeps pushed notices in order with distinct ids', () => {
    const store = createNoticeStore();
    const a = store.getState().push({ severity: 'info', title: 'Logout', text: 'one' });
    const b = store.getState().push({ severity: 'error', title: 'Error', text: 'two' });
    expect(a).not.toBe(b);
    expect(store.getState().notices.map((n) => n.text)).toEqual(['one', 'two']);
  });

  it('dismiss removes only the named notice', () => {
    const store = createNoticeStore();
    const a = store.getState().push({ severity: 'success', title: 'Saved', text: 'one' });
    store.getState().push({ severity: 'warning', title: 'Careful', text: 'two' });
    store.getState().dismiss(a);
    expect(store.getState().notices.map((n) => n.text)).toEqual(['two']);
  });

  it('two stores stay apart', () => {
    const one = createNoticeStore();
    const two = createNoticeStore();
    one.getState().push({ severity: 'info', title: 't', text: 'x' });
    expect(two.getState().notices).toEqual([]);
  });
});
