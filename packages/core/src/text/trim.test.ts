import { describe, expect, it } from 'vitest';
import { trimText } from './trim';

describe('every text typed into a form control is trimmed before it reaches the form value', () => {
  it('trims leading and trailing whitespace', () => {
    expect(trimText('  WO-1001 \n')).toBe('WO-1001');
    expect(trimText('a  b')).toBe('a  b');
    expect(trimText('   ')).toBe('');
  });

  it('passes non-strings through', () => {
    const list = [' a '];
    expect(trimText(12)).toBe(12);
    expect(trimText(null)).toBeNull();
    expect(trimText(list)).toBe(list);
  });
});
