import { describe, expect, test } from 'vitest';
import { ownLanguageName } from './language-name';

describe('a language is named in its own language, whatever the language of the page', () => {
  test('French and Spanish by their own names, capitalised as a list entry', () => {
    expect(ownLanguageName('fr-FR', 'French')).toBe('Français');
    expect(ownLanguageName('es-ES', 'Spanish')).toBe('Español');
  });
  test("the region only where it is not the language's usual one, in its short form", () => {
    expect(ownLanguageName('en-GB', 'English (United Kingdom)')).toBe('English (UK)');
    expect(ownLanguageName('fr-CA', 'French (Canada)')).toBe('Français (Canada)');
    expect(ownLanguageName('de-DE', 'German')).toBe('Deutsch');
  });
  test("the server's name when the culture is unknown or malformed", () => {
    expect(ownLanguageName('zz-ZZ', 'Zedish')).toBe('Zedish');
    expect(ownLanguageName('', 'Nothing')).toBe('Nothing');
    expect(ownLanguageName('not a tag', 'Broken')).toBe('Broken');
  });
});
