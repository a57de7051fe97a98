// @vitest-environment node
import { chatTexts } from '@fieldkit/chat-widget';
import { coreTexts } from '@fieldkit/core';
import { jobEmailTexts } from '@fieldkit/job-email';
import { jobPrintTexts } from '@fieldkit/job-print';
import { notesTexts } from '@fieldkit/notes-widget';
import { smsLogTexts } from '@fieldkit/sms-log';
import { videoTexts } from '@fieldkit/video-call';
import { describe, expect, test } from 'vitest';
import { LANGUAGES, languageFile } from '../../language-files';
import { shellTexts } from './shell-texts';

type Texts = { [key: string]: string | Texts };

function keysOf(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

const builtIn = {
  core: coreTexts,
  shell: shellTexts,
  chat: chatTexts,
  notes: notesTexts,
  smsLog: smsLogTexts,
  jobEmail: jobEmailTexts,
  jobPrint: jobPrintTexts,
  video: videoTexts,
} as unknown as Texts;

describe("the app's language files (its own and each widget's, merged) have every key the app uses", () => {
  test.each(LANGUAGES)('%s has exactly the keys of the built-in texts', (language) => {
    const file = languageFile(language) as Texts;
    expect(keysOf(file).sort()).toEqual(keysOf(builtIn).sort());
  });

  test('en-GB says what the built-in texts say', () => {
    const file = languageFile('en-GB');
    expect(file).toEqual(builtIn);
  });
});
