// @vitest-environment node
import { chatTexts } from '@fieldkit/chat-widget';
import { coreTexts, createI18n } from '@fieldkit/core';
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

/** A key's own plural forms (`unread_one` beside `unread`) that a language gives where its rules need them. */
const PLURAL_FORM = /^(.+)_(zero|one|two|few|many|other)$/;

describe("the app's language files (its own and each widget's, merged) have every key the app uses", () => {
  test.each(LANGUAGES)(
    '%s has exactly the keys of the built-in texts (and plural forms of them)',
    (language) => {
      const file = keysOf(languageFile(language) as Texts);
      const english = new Set(keysOf(builtIn));
      const own = file.filter((key) => english.has(key) || !english.has(PLURAL_FORM.exec(key)?.[1] ?? ''));
      expect(own.sort()).toEqual([...english].sort());
    },
  );

  test('en-GB says what the built-in texts say', () => {
    const file = languageFile('en-GB');
    expect(file).toEqual(builtIn);
  });
});

describe('counts take the plural forms of each language', () => {
  /** The app's i18n in `language`, its file served as the server serves it. */
  async function translator(language: string) {
    const file = JSON.stringify(languageFile(language));
    const { instance } = await createI18n({
      config: { i18nPath: 'http://fk.test/assets/i18n/', defaultLanguage: 'en-GB' },
      language,
      namespaces: ['chat', 'notes', 'smsLog', 'shell'],
      fetch: async () => new Response(file, { headers: { 'content-type': 'application/json' } }),
    });
    return instance;
  }

  test.each([
    ['fr-FR', 'chat:unreadTotal', 'Discussion, 1 non lu', 'Discussion, 2 non lus'],
    ['fr-FR', 'notes:notificationsUnread', 'Notifications, 1 non lue', 'Notifications, 2 non lues'],
    ['fr-FR', 'notes:selectedCount', '1 sélectionnée', '2 sélectionnées'],
    ['fr-FR', 'smsLog:smsUnread', 'SMS, 1 non lu', 'SMS, 2 non lus'],
    ['es-ES', 'notes:selectedCount', '1 seleccionada', '2 seleccionadas'],
    ['en-GB', 'notes:countAnnounced', '1 unread service note', '2 unread service notes'],
  ])('%s %s: one, then many', async (language, key, one, many) => {
    const i18n = await translator(language);
    expect(i18n.t(key, { count: 1 })).toBe(one);
    expect(i18n.t(key, { count: 2 })).toBe(many);
  });

  test('a name is never elided wrong: the French profile menu names its user after a colon', async () => {
    const i18n = await translator('fr-FR');
    expect(i18n.t('shell:frame.profileMenu', { name: 'Alice Walker' })).toBe('Menu du profil : Alice Walker');
  });
});
