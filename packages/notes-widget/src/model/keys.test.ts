import { describe, expect, it } from 'vitest';
import { type KeyPress, movedRow, notesKeyAction } from './keys';

const press = (key: string, over: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: document.body,
  ...over,
});

describe('the notes keyboard map', () => {
  it('maps j, k, x, e and / and nothing else', () => {
    expect(['j', 'k', 'x', 'e', '/', 'a', 'Enter'].map((key) => notesKeyAction(press(key)))).toEqual([
      'next',
      'previous',
      'select',
      'acknowledge',
      'search',
      null,
      null,
    ]);
  });

  it('leaves keys with a modifier, and letters typed into a text field, to the user', () => {
    expect(notesKeyAction(press('e', { ctrlKey: true }))).toBeNull();
    expect(notesKeyAction(press('x', { metaKey: true }))).toBeNull();
    const search = Object.assign(document.createElement('input'), { type: 'search' });
    expect(notesKeyAction(press('j', { target: search }))).toBeNull();
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    expect(notesKeyAction(press('j', { target: checkbox }))).toBe('next');
  });

  it('moves within the rows: from nothing to the first or last, never past either end', () => {
    expect(movedRow(-1, 'next', 3)).toBe(0);
    expect(movedRow(-1, 'previous', 3)).toBe(2);
    expect(movedRow(2, 'next', 3)).toBe(2);
    expect(movedRow(0, 'previous', 3)).toBe(0);
    expect(movedRow(1, 'next', 0)).toBe(-1);
  });
});
