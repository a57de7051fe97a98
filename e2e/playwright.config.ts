import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './chromium';

const port = Number(process.env.E2E_PORT ?? 4281);
export const baseURL = `http://127.0.0.1:${port}`;
/** The example portal (examples/portal), another origin that embeds <fk-chat>. */
export const portalURL = `http://127.0.0.1:${port + 1}`;
/** The token the e2e server checks inbound SMS signatures with. */
export const SMS_WEBHOOK_TOKEN = 'e2e-sms-webhook-token';
/** The e2e server's data folder (another one lets a second run use another port at the same time). */
export const dataDir = process.env.E2E_DATA_DIR ?? 'e2e/.data';
/** How often the app asks the unread SMS and e-mail counts in the e2e server (`config.json`'s `smsEmailPollMs`). */
export const SMS_EMAIL_POLL_MS = 2000;
/** How long a video call rings before it counts as missed in the e2e server (30 s in the product). */
export const VIDEO_RING_TIMEOUT_MS = 6_000;
/** The port of the e2e server's inbound SMTP receiver (mail to a company's inbox). */
export const smtpPort = port + 2;
/** The port of the mail provider the e2e server sends job e-mails through: an SMTP sink a spec starts on loopback. */
export const outboundSmtpPort = port + 4;
/** The SMS provider the e2e server sends replies through: a stand-in a spec starts on this loopback port. */
export const TWILIO = {
  accountSid: `AC${'e2'.repeat(16)}`,
  authToken: 'e2e-twilio-auth-token',
  from: '+447700900100',
  port: port + 3,
} as const;

/** End-to-end tests drive the system Chromium against the built shell served by the reference server. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The demo users have one session each, so tests that sign in as the same user must not overlap.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: [
    {
      command: `rm -rf ${dataDir} && node packages/server/dist/main.js`,
      cwd: '..',
      url: `${baseURL}/config.json`,
      reuseExistingServer: false,
      timeout: 60_000,
      // The suite signs the demo users in far more often than people do: the sign-in limit is raised, not removed.
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ALLOWED_ORIGINS: portalURL,
        SIGN_IN_ATTEMPTS_PER_MINUTE: '200',
        // Inbound SMS as the SMS provider signs them (the tests sign with the same token).
        SMS_WEBHOOK_AUTH_TOKEN: SMS_WEBHOOK_TOKEN,
        SMS_EMAIL_POLL_MS: String(SMS_EMAIL_POLL_MS),
        VIDEO_RING_TIMEOUT_MS: String(VIDEO_RING_TIMEOUT_MS),
        INBOUND_SMTP_PORT: String(smtpPort),
        // Job e-mails leave by SMTP to the sink the job e-mail spec runs on loopback.
        SMTP_URL: `smtp://127.0.0.1:${outboundSmtpPort}`,
        // Replies leave through Twilio's API as the provider's stand-in on loopback takes them (when a spec runs it).
        TWILIO_ACCOUNT_SID: TWILIO.accountSid,
        TWILIO_AUTH_TOKEN: TWILIO.authToken,
        TWILIO_FROM: TWILIO.from,
        TWILIO_API_BASE: `http://127.0.0.1:${TWILIO.port}`,
        // The image host the e-mail specs start is on loopback, which the image proxy refuses unless told.
        IMAGE_PROXY_ALLOW_PRIVATE: 'true',
      },
    },
    {
      command: 'node examples/portal/serve.mjs',
      cwd: '..',
      url: `${portalURL}/`,
      reuseExistingServer: false,
      env: { PORTAL_PORT: String(port + 1), FIELDKIT_URL: baseURL },
    },
  ],
});
