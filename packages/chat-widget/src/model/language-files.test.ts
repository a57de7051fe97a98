import { describe, expect, test } from 'vitest';
import enGB from '../i18n/en-GB.json';
import esES from '../i18n/es-ES.json';
import frFR from '../i18n/fr-FR.json';
import { chatTexts } from './texts';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe("the chat's language files translate every chat text", () => {
  test('the built-in English is the en-GB file', () => {
    expect(chatTexts).toBe(enGB);
  });

  test.each([
    ['fr-FR', frFR],
    ['es-ES', esES],
  ])(
    '%s has every key of en-GB, each with the same placeholders, and no other',
    (_, file: Record<string, string>) => {
      expect(Object.keys(file).sort()).toEqual(Object.keys(enGB).sort());
      for (const [key, english] of Object.entries(enGB)) {
        expect(placeholders(file[key] ?? ''), key).toEqual(placeholders(english));
        expect(file[key], key).not.toBe('');
      }
    },
  );
});
