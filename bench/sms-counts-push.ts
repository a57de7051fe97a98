import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HubConnection } from '@microsoft/signalr';
import { notesHub } from '../packages/core/src/contract';
import { SMS_INBOUND_PATH } from '../packages/server/src/features/sms/webhook';
import { stopChild } from './child';
import { connectHub, signIn } from './hub-clients';
import { signedSms, startSmsServer } from './sms-webhook';
import { percentile, round } from './stats';

/** How often the app asks the unread SMS and e-mail counts without a push (the specification's 90 s poll). */
const POLL_MS = 90_000;

/** From an inbound SMS posted to its company's users hearing the counts moved. */
export interface SmsCountsPushFigures {
  messages: number;
  /** Two tabs of alice: each SMS timed to AlertReceived on the later of the two. */
  tabs: number;
  webhookToPush: { p50Ms: number; p99Ms: number; maxMs: number };
  /** What the poll alone gives: a wait spread evenly over its interval, so its median is half of it. */
  pollOnly: { intervalMs: number; medianMs: number };
}

/** Resolves with the time of the next AlertReceived of an SMS (kind 1) on `connection`. */
function nextAlert(connection: HubConnection): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no AlertReceived within 5 s')), 5000);
    const handler = (kind: number) => {
      if (kind !== 1) return;
      clearTimeout(timer);
      connection.off('AlertReceived', handler);
      resolve(performance.now());
    };
    connection.on('AlertReceived', handler);
  });
}

/**
 * The built server over SQLite in its own process, alice with two tabs on the notifications hub: `messages` signed
 * SMS posted one after another (20 to warm up first), each timed from the post to both tabs hearing AlertReceived.
 */
export async function benchSmsCountsPush(messages = 200): Promise<SmsCountsPushFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fk-bench-sms-push-'));
  let server: ChildProcess | undefined;
  const tabs: HubConnection[] = [];
  try {
    const started = await startSmsServer(dataDir, { SINGLE_SESSION: 'false' });
    server = started.server;
    const { base } = started;
    const alice = await signIn(base, 'alice');
    tabs.push(await connectHub(base, notesHub.path, alice), await connectHub(base, notesHub.path, alice));
    const latencies: number[] = [];
    for (let n = 0; n < messages + 20; n++) {
      const form = signedSms('c0de', n);
      const heard = Promise.all(tabs.map(nextAlert));
      const started = performance.now();
      const response = await fetch(`${base}${SMS_INBOUND_PATH}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-Twilio-Signature': form.signature,
        },
        body: form.body,
      });
      if (response.status !== 200) throw new Error(`Sms/Inbound answered ${response.status}`);
      const last = Math.max(...(await heard));
      if (n >= 20) latencies.push(last - started);
    }
    return {
      messages,
      tabs: tabs.length,
      webhookToPush: {
        p50Ms: round(percentile(latencies, 50)),
        p99Ms: round(percentile(latencies, 99)),
        maxMs: round(Math.max(...latencies)),
      },
      pollOnly: { intervalMs: POLL_MS, medianMs: POLL_MS / 2 },
    };
  } finally {
    await Promise.all(tabs.map((tab) => tab.stop()));
    if (server) await stopChild(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
