import { describe, expect, test } from 'vitest';
import { quickSearchChoices, quickSearchInput, quickSearchInputType, quickSearchLabel } from './quick-search';

const prefixes = { 1: 'WO-', 4: 'PM-', 5: 'Q-' };

describe('empty quick search text does nothing, except an error for job, reference and serial numbers', () => {
  test.each([1, 4, 5])('type %i ignores empty text', (type) => {
    expect(quickSearchInput(type, '   ', prefixes)).toEqual({ kind: 'ignore' });
  });
  test.each([
    [2, 'search.enterJob'],
    [3, 'search.enterReference'],
    [6, 'search.enterSerial'],
  ])('type %i shows %s', (type, key) => {
    expect(quickSearchInput(type, '', prefixes)).toEqual({ kind: 'error', key });
  });
});

describe('for numeric input of types 1, 4 and 5 the company prefix is prepended', () => {
  test.each([
    [1, '1001', 'WO-1001'],
    [4, '2001', 'PM-2001'],
    [5, '3001', 'Q-3001'],
    [1, 'WO-1001', 'WO-1001'],
    [6, '4471', '4471'],
  ])('type %i, %s searches %s', (type, typed, text) => {
    expect(quickSearchInput(type, typed, prefixes)).toEqual({ kind: 'search', text });
  });
});

describe('reference numbers are lowercased and URL-encoded', () => {
  test('REF ABC/77 becomes ref%20abc%2F77', () => {
    expect(quickSearchInput(3, ' REF ABC/77 ', prefixes)).toEqual({ kind: 'search', text: 'ref%20abc%2F77' });
  });
});

describe('the input is text for types 1, 3, 4, 5, 6 and number for type 2', () => {
  test.each([1, 3, 4, 5, 6])('type %i is text', (type) => expect(quickSearchInputType(type)).toBe('text'));
  test('type 2 is number', () => expect(quickSearchInputType(2)).toBe('number'));
});

describe('when the work order and PM work order names are equal, option 4 is hidden and the type defaults to 5', () => {
  const option = (QuickSearchID: number, QuickSearchBy: string) => ({ QuickSearchID, QuickSearchBy });
  test('equal names', () => {
    const choices = quickSearchChoices([
      option(1, 'Work Order'),
      option(4, 'Work Order'),
      option(5, 'Quote'),
    ]);
    expect(choices.options.map((o) => o.QuickSearchID)).toEqual([1, 5]);
    expect(choices.defaultType).toBe(5);
  });
  test('different names keep option 4 and default to the first', () => {
    const choices = quickSearchChoices([
      option(1, 'Work Order'),
      option(4, 'PM Work Order'),
      option(5, 'Quote'),
    ]);
    expect(choices.options.map((o) => o.QuickSearchID)).toEqual([1, 4, 5]);
    expect(choices.defaultType).toBe(1);
  });
});

describe("quick search types are named in the user's language; a company's own name stays as written", () => {
  const fr: Record<string, string> = { 'search.types.1': 'Ordre de travail', 'search.types.5': 'Devis' };
  const translate = (key: string) => fr[key] ?? key;
  test('a standard name is the app text of its type', () => {
    expect(quickSearchLabel({ QuickSearchID: 1, QuickSearchBy: 'Work Order' }, translate)).toBe(
      'Ordre de travail',
    );
    expect(quickSearchLabel({ QuickSearchID: 5, QuickSearchBy: 'Quote' }, translate)).toBe('Devis');
  });
  test("another name is the company's", () => {
    expect(quickSearchLabel({ QuickSearchID: 1, QuickSearchBy: 'Ticket' }, translate)).toBe('Ticket');
  });
});
