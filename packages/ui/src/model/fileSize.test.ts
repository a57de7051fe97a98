import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize';

describe('a file size reads in B, KB and MB (decimal units)', () => {
  it('sizes read in B, KB and MB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2_500)).toBe('2.5 KB');
    expect(formatFileSize(3_999_999)).toBe('4.0 MB');
  });

  it('under 1,000 bytes: whole bytes', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(999)).toBe('999 B');
  });

  it('a kilobyte is 1,000 bytes and a megabyte 1,000,000 (not 1,024)', () => {
    expect(formatFileSize(1_000)).toBe('1.0 KB');
    expect(formatFileSize(1_024)).toBe('1.0 KB');
    expect(formatFileSize(999_999)).toBe('1000.0 KB');
    expect(formatFileSize(1_000_000)).toBe('1.0 MB');
  });

  it('one decimal place', () => expect(formatFileSize(1_234_567)).toBe('1.2 MB'));
});
