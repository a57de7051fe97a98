import { describe, expect, it } from 'vitest';
import { pageCount, recordRange } from './record-range';

describe('recordRange: the 1-based startRecord and EndRecord of a page', () => {
  it('page 1 of 10 is records 1 to 10, page 3 is 21 to 30', () => {
    expect(recordRange(1, 10)).toEqual({ startRecord: 1, endRecord: 10 });
    expect(recordRange(3, 10)).toEqual({ startRecord: 21, endRecord: 30 });
  });

  it('a page below 1 is page 1', () => {
    expect(recordRange(0, 25)).toEqual({ startRecord: 1, endRecord: 25 });
  });
});

describe('pageCount: the pages total records fill', () => {
  it('counts a partly filled last page', () => {
    expect(pageCount(21, 10)).toBe(3);
    expect(pageCount(20, 10)).toBe(2);
  });

  it('is 0 when there are no records', () => {
    expect(pageCount(0, 10)).toBe(0);
  });

  it('is 0 when the page size is not set', () => {
    expect(pageCount(5, 0)).toBe(0);
  });
});
