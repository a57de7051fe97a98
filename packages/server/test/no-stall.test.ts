import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from './helpers';
import { echoClient, type RawHubClient } from './hub-client';
import { deliverRaw, smtpDialogue } from './mail-support';
import { receivedLog } from './sms-support';

// What a stranger's hostile input costs everyone else, measured while it arrives. Timings: this file runs alone, in
// the chaos stage (vitest.chaos.config.ts), so other suites' load does not blur them.

const RS = '\u001e';
let t: TestServer;
let token: string;
let hub: RawHubClient;

beforeAll(async () => {
  t = await startTestServer({
    env: {
      INBOUND_SMTP_PORT: '0',
      INBOUND_MAIL_MAX_BYTES: String(10 * 1024 * 1024),
      INBOUND_MAIL_PARSE_MS: '2000',
    },
  });
  token = (await signIn(t.url, 'alice')).access_token;
  hub = await echoClient(t.url, token);
});
afterAll(async () => {
  hub?.socket.close();
  await t?.dispose();
});

/** The p-th percentile of some timings, in milliseconds. */
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

/**
 * Another user's requests while `work` runs: an API call and a hub call in turn, one every 20 ms, each timed from
 * send to answer.
 */
async function othersWhile<T>(
  work: Promise<T>,
): Promise<{ result: PromiseSettledResult<T>; api: number[]; hub: number[] }> {
  const api: number[] = [];
  const hubTimes: number[] = [];
  let done = false;
  let id = 0;
  const outcome = Promise.allSettled([work]).then(([result]) => {
    done = true;
    return result!;
  });
  while (!done) {
    let started = performance.now();
    const info = await call(t.url, 'GET', '/api/auth/Account/SessionInfo', { token });
    expect(info.status).toBe(200);
    api.push(performance.now() - started);
    const invocation = String(++id);
    started = performance.now();
    hub.send(
      `${JSON.stringify({ type: 1, invocationId: invocation, target: 'Echo', arguments: [invocation] })}${RS}`,
    );
    await hub.waitFor((m) => m.includes(`"invocationId":"${invocation}"`), 5_000);
    hubTimes.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { result: await outcome, api, hub: hubTimes };
}

/** A raw HTML mail from a stranger to Acme's inbox. */
const htmlMail = (subject: string, html: string) =>
  `From: stranger@outside.example\r\nTo: inbox@acme.example\r\nSubject: ${subject}\r\nMIME-Version: 1.0\r\n` +
  `Content-Type: text/html; charset=utf-8\r\n\r\n${html}`;

test("three 2 MB nested mails and a 9 MB flat one arrive: another user's API and hub p99 stay under 100 ms", async () => {
  const port = t.server.smtpPort!;
  const nested = htmlMail('Nested', '<span><i>'.repeat((2 * 1024 * 1024) / 9));
  const subject = `Flat ${Date.now().toString(36)}`;
  // 9 MB of short lines, as mail is written.
  const flat = htmlMail(
    subject,
    '<p>Quarterly figures attached; see the table for each site.</p>\r\n'.repeat(140_000),
  );
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const {
    result,
    api,
    hub: hubTimes,
  } = await othersWhile(
    Promise.all([
      deliverRaw(port, 'inbox@acme.example', nested),
      deliverRaw(port, 'inbox@acme.example', nested),
      deliverRaw(port, 'inbox@acme.example', nested),
      deliverRaw(port, 'inbox@acme.example', flat),
    ]),
  );
  loop.disable();
  const replies = (result as PromiseFulfilledResult<string[]>).value;
  console.info(
    `others during hostile mail: API p50 ${percentile(api, 50).toFixed(1)} ms, p99 ${percentile(api, 99).toFixed(1)} ms ` +
      `(${api.length} calls); hub p50 ${percentile(hubTimes, 50).toFixed(1)} ms, p99 ${percentile(hubTimes, 99).toFixed(1)} ms; ` +
      `the serving thread's longest stall ${(loop.max / 1e6).toFixed(1)} ms`,
  );
  expect(api.length).toBeGreaterThan(20);
  expect(percentile(api, 99)).toBeLessThan(100);
  expect(percentile(hubTimes, 99)).toBeLessThan(100);
  // The nested ones took the worker past its time limit: the sender is told to try again later, nothing is stored.
  for (const reply of replies.slice(0, 3)) expect(reply).toMatch(/^451 /);
  // The flat one is kept, its HTML cut to what the log keeps.
  expect(replies[3]).toMatch(/^250 /);
  const log = await receivedLog(t, token, 'alice', { Notification: 2, EndRecord: 100 });
  const subjects = (log.body.SmsList as Array<{ Subject: string }>).map((m) => m.Subject);
  expect(subjects).toContain(subject);
  expect(subjects).not.toContain('Nested');
});

test('three 300 MB mails at once: each answered 552, and the server keeps none of it (RSS grows by under 100 MB)', async () => {
  const port = t.server.smtpPort!;
  const chunk = Buffer.from(`${'x'.repeat(998)}\r\n`.repeat(1024));
  /** One mail of `megabytes` MB, written a megabyte at a time as the socket takes it. */
  const huge = async (megabytes: number) => {
    const smtp = smtpDialogue(port);
    try {
      await smtp.greeting;
      await smtp.say('EHLO relay.example');
      await smtp.say('MAIL FROM:<stranger@outside.example>');
      await smtp.say('RCPT TO:<inbox@acme.example>');
      await smtp.say('DATA');
      await smtp.write('From: stranger@outside.example\r\nTo: inbox@acme.example\r\nSubject: huge\r\n\r\n');
      for (let i = 0; i < megabytes; i++) await smtp.write(chunk);
      return await smtp.say('.');
    } finally {
      smtp.close();
    }
  };
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 50);
  const replies = await Promise.all([huge(300), huge(300), huge(300)]);
  clearInterval(sampler);
  console.info(
    `three 300 MB mails: RSS ${(before / 2 ** 20).toFixed(0)} MB before, peak ${(peak / 2 ** 20).toFixed(0)} MB`,
  );
  for (const reply of replies) expect(reply).toMatch(/^552 /);
  expect(peak - before).toBeLessThan(100 * 2 ** 20);
});
