import { describe, expect, test } from 'vitest';
import { languageFileProblems } from '../../../core/src/testing/language-files';
import enGB from '../i18n/en-GB.json';
import esES from '../i18n/es-ES.json';
import frFR from '../i18n/fr-FR.json';
import { notesTexts } from './texts';

describe("the notes widget's language files translate every text", () => {
  test('the built-in English is the en-GB file', () => {
    expect(notesTexts).toBe(enGB);
  });

  test.each([
    ['fr-FR', frFR],
    ['es-ES', esES],
  ])('%s has every key of en-GB, each with the same placeholders, and no other', (_, file) => {
    expect(languageFileProblems(enGB, file)).toEqual([]);
  });

  test('a missing key, an extra one or a lost placeholder is found', () => {
    expect(languageFileProblems({ a: '{{n}} new', b: 'B' }, { a: 'nouveaux', c: 'C' })).toEqual([
      'c: not in en-GB',
      'a: placeholders  instead of n',
      'b: missing',
    ]);
  });
});
