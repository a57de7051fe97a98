import { availableParallelism } from 'node:os';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './chromium';

/**
 * Workers run the spec files side by side, each against a reference server and a portal of its own (its own ports,
 * data folder and demo users), so that no two workers share a session. `E2E_WORKERS` sets how many; by default one
 * for every two cores, as a worker keeps about two busy (Chromium, and the server it drives): on two cores, two
 * workers took as long as one (158 s against 152 s for the same 21 tests), each test twice as long.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? Math.max(1, Math.floor(availableParallelism() / 2)));
/** The first worker's server port; each worker's ports start this many above the previous one's. */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 4281);
const PORTS_PER_WORKER = 20;
/**
 * The addresses and data folder of a worker slot (0 to WORKERS - 1; Playwright gives a replaced worker the same
 * slot): its server, the portal, the server's inbound SMTP receiver, the SMS provider's stand-in and the mail
 * provider's sink a spec starts (the server's own tests add a few ports above those).
 */
function slotOf(slot: number) {
  const port = FIRST_PORT + slot * PORTS_PER_WORKER;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    portal: `http://127.0.0.1:${port + 1}`,
    smtpPort: port + 2,
    twilioPort: port + 3,
    outboundSmtpPort: port + 4,
    dataDir: `${process.env.E2E_DATA_DIR ?? 'e2e/.data'}/${slot}`,
  };
}
/** This worker's slot: `TEST_PARALLEL_INDEX` in a worker process, where the specs import what follows. */
const here = slotOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

export const baseURL = here.url;
/** The example portal (examples/portal), another origin that embeds <fk-chat>. */
export const portalURL = here.portal;
/** The token the e2e server checks inbound SMS signatures with. */
export const SMS_WEBHOOK_TOKEN = 'e2e-sms-webhook-token';
/** This worker's server's data folder. */
export const dataDir = here.dataDir;
/** How often the app asks the unread SMS and e-mail counts in the e2e server (`config.json`'s `smsEmailPollMs`). */
export const SMS_EMAIL_POLL_MS = 2000;
/** How long a video call rings before it counts as missed in the e2e server (30 s in the product). */
export const VIDEO_RING_TIMEOUT_MS = 6_000;
/** The port of the e2e server's inbound SMTP receiver (mail to a company's inbox). */
export const smtpPort = here.smtpPort;
/** The port of the mail provider the e2e server sends job e-mails through: an SMTP sink a spec starts on loopback. */
export const outboundSmtpPort = here.outboundSmtpPort;
/** The SMS provider the e2e server sends replies through: a stand-in a spec starts on this loopback port. */
export const TWILIO = {
  accountSid: `AC${'e2'.repeat(16)}`,
  authToken: 'e2e-twilio-auth-token',
  from: '+447700900100',
  port: here.twilioPort,
} as const;

/** End-to-end tests drive the system Chromium against the built shell served by the reference server. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Spec files side by side, each worker on a server of its own: the demo users have one session each, so the tests
  // of one server must not overlap.
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    // A trace only of a test's retry (CI retries once): recording one for every test cost 16% of the run's time
    // (chat-status and shell-frame: 61-66 s without, 75-78 s with). Locally, `--trace on` records them.
    trace: 'on-first-retry',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: Array.from({ length: WORKERS }, (_, slot) => servers(slot)).flat(),
});

/** A worker slot's reference server (on a fresh data folder) and the example portal that embeds its widgets. */
function servers(slot: number): NonNullable<PlaywrightTestConfig['webServer']> {
  const { port, url, portal, smtpPort, twilioPort, outboundSmtpPort, dataDir } = slotOf(slot);
  return [
    {
      command: `rm -rf ${dataDir} && node packages/server/dist/main.js`,
      cwd: '..',
      url: `${url}/config.json`,
      reuseExistingServer: false,
      timeout: 60_000,
      // The suite signs the demo users in far more often than people do: the sign-in limit is raised, not removed.
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ALLOWED_ORIGINS: portal,
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
        TWILIO_API_BASE: `http://127.0.0.1:${twilioPort}`,
        // The image host the e-mail specs start is on loopback, which the image proxy refuses unless told.
        IMAGE_PROXY_ALLOW_PRIVATE: 'true',
      },
    },
    {
      command: 'node examples/portal/serve.mjs',
      cwd: '..',
      url: `${portal}/`,
      reuseExistingServer: false,
      env: { PORTAL_PORT: new URL(portal).port, FIELDKIT_URL: url },
    },
  ];
}
