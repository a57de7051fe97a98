import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { escapeBack } from './escapeBack';

/** A key event as React gives it, from `target`, on the page that holds it (`page`, else one made around it). */
function keyEvent(key: string, target: Element, defaultPrevented = false, page?: Element) {
  const preventDefault = vi.fn();
  let top = target;
  while (top.parentElement) top = top.parentElement;
  // A detached target gets a page of its own; one in the document is on the document's.
  const currentTarget = page ?? (target.isConnected ? document.body : document.createElement('section'));
  if (!page && !target.isConnected) currentTarget.append(top);
  return {
    event: {
      key,
      target,
      currentTarget,
      defaultPrevented,
      preventDefault,
    } as unknown as KeyboardEvent<HTMLElement>,
    preventDefault,
  };
}

describe('Escape goes back from a page, unless something open inside the page takes it', () => {
  it('goes back on Escape from the page, and takes the key', () => {
    const back = vi.fn();
    const { event, preventDefault } = keyEvent('Escape', document.createElement('textarea'));
    escapeBack(back)(event);
    expect(back).toHaveBeenCalledOnce();
    expect(preventDefault).toHaveBeenCalledOnce();
  });

  it('other keys, and a page with nowhere to go back to, do nothing', () => {
    const back = vi.fn();
    escapeBack(back)(keyEvent('Enter', document.createElement('textarea')).event);
    expect(back).not.toHaveBeenCalled();
    expect(() => escapeBack(undefined)(keyEvent('Escape', document.body).event)).not.toThrow();
  });

  it.each(['menu', 'dialog', 'alertdialog', 'listbox'])('a %s inside the page keeps its Escape', (role) => {
    const owner = document.createElement('div');
    owner.setAttribute('role', role);
    const item = owner.appendChild(document.createElement('button'));
    const back = vi.fn();
    escapeBack(back)(keyEvent('Escape', item).event);
    expect(back).not.toHaveBeenCalled();
  });

  it('a dialog the page itself is in (a chat window on a phone) does not keep it: the page goes back', () => {
    const window = document.createElement('div');
    window.setAttribute('role', 'dialog');
    const page = window.appendChild(document.createElement('section'));
    const box = page.appendChild(document.createElement('textarea'));
    const back = vi.fn();
    escapeBack(back)(keyEvent('Escape', box, false, page).event);
    expect(back).toHaveBeenCalledOnce();
  });

  it('an Escape already handled (a menu closed by it) does not also go back', () => {
    const back = vi.fn();
    escapeBack(back)(keyEvent('Escape', document.createElement('button'), true).event);
    expect(back).not.toHaveBeenCalled();
  });

  it('a search box with text is cleared first; an empty one goes back', () => {
    const back = vi.fn();
    const search = document.createElement('input');
    search.type = 'search';
    search.value = 'bob';
    escapeBack(back)(keyEvent('Escape', search).event);
    expect(back).not.toHaveBeenCalled();
    search.value = '';
    escapeBack(back)(keyEvent('Escape', search).event);
    expect(back).toHaveBeenCalledOnce();
  });
});
