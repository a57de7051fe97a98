// @vitest-environment node
import { readFileSync } from 'node:fs';
import { chatTexts } from '@fieldkit/chat-widget';
import { coreTexts } from '@fieldkit/core';
import { describe, expect, test } from 'vitest';
import { shellTexts } from './shell-texts';

type Texts = { [key: string]: string | Texts };

function keysOf(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

const languages = ['en-GB', 'fr-FR', 'es-ES'];
const builtIn = { core: coreTexts, shell: shellTexts, chat: chatTexts } as unknown as Texts;

describe('translation files are complete for every key the app uses', () => {
  test.each(languages)('%s has exactly the keys of the built-in texts', (language) => {
    const file = JSON.parse(
      readFileSync(new URL(`../../public/assets/i18n/${language}.json`, import.meta.url), 'utf8'),
    ) as Texts;
    expect(keysOf(file).sort()).toEqual(keysOf(builtIn).sort());
  });

  test('en-GB says what the built-in texts say', () => {
    const file = JSON.parse(
      readFileSync(new URL('../../public/assets/i18n/en-GB.json', import.meta.url), 'utf8'),
    );
    expect(file).toEqual(builtIn);
  });
});
