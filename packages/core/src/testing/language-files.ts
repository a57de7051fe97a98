import { describe, expect, test } from 'vitest';

/** The `{{name}}` placeholders of a text, sorted. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();

/** A plural form of a key (`unread_one`, `unread_few`): i18next picks it by `count` in the language's rules. */
const PLURAL_FORM = /^(.+)_(zero|one|two|few|many|other)$/;

/**
 * What a translation lacks against a widget's built-in English (its en-GB file): keys missing or extra, empty texts,
 * and placeholders that differ. A language may give a key of the English its own plural forms (`unread_one` beside
 * `unread`, the form for the other counts), each with the same placeholders. Empty when the file translates every
 * text. Every widget's language-file test uses it.
 */
export function languageFileProblems(
  english: Record<string, string>,
  translation: Record<string, string>,
): string[] {
  const problems: string[] = [];
  for (const [key, text] of Object.entries(translation)) {
    if (key in english) continue;
    const base = PLURAL_FORM.exec(key)?.[1];
    if (base === undefined || english[base] === undefined) problems.push(`${key}: not in en-GB`);
    else if (placeholders(text).join() !== placeholders(english[base]).join())
      problems.push(
        `${key}: placeholders ${placeholders(text).join()} instead of ${placeholders(english[base]).join()}`,
      );
  }
  for (const [key, text] of Object.entries(english)) {
    const translated = translation[key];
    if (translated === undefined) problems.push(`${key}: missing`);
    else if (translated.trim() === '') problems.push(`${key}: empty`);
    else if (placeholders(translated).join() !== placeholders(text).join())
      problems.push(
        `${key}: placeholders ${placeholders(translated).join()} instead of ${placeholders(text).join()}`,
      );
  }
  return problems;
}

/**
 * The language-file test every widget has: its built-in English is its en-GB file, and each other file translates
 * every text with the same placeholders and nothing else.
 */
export function describeLanguageFiles(
  widget: string,
  builtIn: Record<string, string>,
  files: {
    'en-GB': Record<string, string>;
    'fr-FR': Record<string, string>;
    'es-ES': Record<string, string>;
  },
): void {
  describe(`the ${widget}'s language files translate every text`, () => {
    test('the built-in English is the en-GB file', () => {
      expect(builtIn).toBe(files['en-GB']);
    });
    test.each([
      ['fr-FR', files['fr-FR']],
      ['es-ES', files['es-ES']],
    ])('%s has every key of en-GB, each with the same placeholders, and no other', (_, file) => {
      expect(languageFileProblems(files['en-GB'], file)).toEqual([]);
    });
  });
}
