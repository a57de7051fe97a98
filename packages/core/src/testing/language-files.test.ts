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
});
