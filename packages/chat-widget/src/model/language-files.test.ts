import { describe, expect, test } from 'vitest';
import { languageFileProblems } from '../../../core/src/testing/language-files';
import enGB from '../i18n/en-GB.json';
import esES from '../i18n/es-ES.json';
import frFR from '../i18n/fr-FR.json';
import { chatTexts } from './texts';

describe("the chat's language files translate every chat text", () => {
  test('the built-in English is the en-GB file', () => {
    expect(chatTexts).toBe(enGB);
  });

  test.each([
    ['fr-FR', frFR],
    ['es-ES', esES],
  ])('%s has every key of en-GB, each with the same placeholders, and no other', (_, file) => {
    expect(languageFileProblems(enGB, file)).toEqual([]);
  });
});
