import { describe, expect, test } from 'vitest';
import { languageFileProblems } from './language-files';

describe('a language file against the built-in English', () => {
  test('a missing key, an extra one or a lost placeholder is found', () => {
    expect(languageFileProblems({ a: '{{n}} new', b: 'B' }, { a: 'nouveaux', c: 'C' })).toEqual([
      'c: not in en-GB',
      'a: placeholders  instead of n',
      'b: missing',
    ]);
  });

  test('a plural form of an English key is a translation of it, with the same placeholders; of no key, it is extra', () => {
    expect(
      languageFileProblems(
        { unread: '{{count}} unread' },
        {
          unread: '{{count}} non lus',
          unread_one: '{{count}} non lu',
          other_one: 'x',
          unread_many: 'beaucoup',
        },
      ),
    ).toEqual(['other_one: not in en-GB', 'unread_many: placeholders  instead of count']);
  });
});
