import { expect, test } from '@playwright/test';
import { chatSession, DESKTOP, openChatAs, PHONE } from './chat-support';
import { snap } from './support';

// The `lang` attribute of the widget elements speaks the page's language over the user's profile (alice's is
// English): every element of the page, sharing one connection, changes language together.

/** The portal's launcher in French: its name says the unread total, when there is one. */
const FRENCH_LAUNCHER = /^(Ouvrir la discussion|Discussion, \d+ non lus?)$/;

for (const viewport of [DESKTOP, PHONE])
  test(`at ${viewport.width} px, lang="fr-FR" on the portal's elements speaks French over alice's English profile`, async ({
    browser,
  }) => {
    const alice = await openChatAs(browser, 'alice');
    try {
      await alice.page.setViewportSize(viewport);
      await expect(alice.launcher()).toBeVisible();
      await alice.page.evaluate(() => {
        for (const element of document.querySelectorAll(
          'fk-chat, fk-notes, fk-sms-log, fk-job-email, fk-video-call',
        ))
          element.setAttribute('lang', 'fr-FR');
      });
      const french = chatSession(alice.context, alice.page, FRENCH_LAUNCHER);
      await expect(french.launcher()).toBeVisible();
      await expect(
        alice.page.locator('fk-notes').getByRole('button', { name: /^Notifications/ }),
      ).toBeVisible();
      await french.launcher().click();
      const window = alice.page
        .getByRole('region', { name: 'Fenêtre de discussion' })
        .or(alice.page.getByRole('dialog', { name: 'Fenêtre de discussion' }));
      await expect(window.getByRole('heading', { name: 'Discussions', exact: true })).toBeVisible();
      await expect(window.getByRole('button', { name: 'Nouvelle conversation' })).toBeVisible();
      await snap(alice.page, `portal-french-${viewport.width}`);
    } finally {
      await alice.context.close();
    }
  });
