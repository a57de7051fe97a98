import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HubConnection } from '@microsoft/signalr';
import { notesHub } from '../packages/core/src/contract';
import { FEW_USERS_AS_MANY, startBuiltServer, stopChild } from './child';
import { connectHub, signIn } from './hub-clients';
import { percentile, round } from './stats';

const BOB = 3;

/** Push latencies of the notes hub against the built server, with 1,000 connections open. */
export interface NotesDeliveryFigures {
  connections: number;
  /** SaveServiceNote (alice, on bob's job) to bob's SendNotes. */
  saveToPush: { notes: number; p50Ms: number; p99Ms: number };
  /** An acknowledge in one of bob's tabs to the count changing in his other tab. */
  acknowledgeToOtherTab: { acknowledges: number; p50Ms: number; p95Ms: number };
}

/** Resolves with the time of the next SendNotes on `connection` that satisfies `match`. */
function nextPush(connection: HubConnection, match: (count: number) => boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no SendNotes within 5 s')), 5000);
    const handler = (count: number) => {
      if (!match(count)) return;
      clearTimeout(timer);
      connection.off('SendNotes', handler);
      resolve(performance.now());
    };
    connection.on('SendNotes', handler);
  });
}

/**
 * alice adds `notes` service notes to bob's job 5001, one after another, each timed from the call to bob's SendNotes;
 * then bob acknowledges them one by one in one tab, each timed to the new count in his other tab. 996 other
 * connections (carol, the site admin and dave) stay open meanwhile.
 */
export async function benchNotesDelivery(connections = 1000, notes = 200): Promise<NotesDeliveryFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fk-bench-notes-'));
  const port = 4398;
  const server = await startBuiltServer(port, {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    SINGLE_SESSION: 'false',
    ...FEW_USERS_AS_MANY,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const open: HubConnection[] = [];
  try {
    const alice = await signIn(baseUrl, 'alice');
    const bob = await signIn(baseUrl, 'bob');
    const others = await Promise.all(['carol', 'siteadmin', 'dave'].map((name) => signIn(baseUrl, name)));
    for (let i = 0; i < connections - 2; i += 50) {
      const batch = Array.from({ length: Math.min(50, connections - 2 - i) }, (_, k) =>
        connectHub(baseUrl, notesHub.path, others[(i + k) % others.length]!),
      );
      open.push(...(await Promise.all(batch)));
    }
    const tab1 = await connectHub(baseUrl, notesHub.path, bob);
    const tab2 = await connectHub(baseUrl, notesHub.path, bob);
    open.push(tab1, tab2);
    const headers = (token: string) => ({
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
    });
    const api = `${baseUrl}/api/workOrder`;
    const countOf = async () =>
      (
        (await (
          await fetch(`${api}/GetReceivedServNotesLogCount/2/${BOB}`, { headers: headers(bob) })
        ).json()) as { Count: number }
      ).Count;

    const saves: number[] = [];
    let count = await countOf();
    for (let i = 0; i < notes + 20; i++) {
      const expected = count + 1;
      const pushed = nextPush(tab2, (c) => c === expected);
      const at = performance.now();
      const response = await fetch(`${api}/ServiceNote/SaveServiceNote`, {
        method: 'POST',
        headers: headers(alice),
        body: JSON.stringify({ WoJobId: 5001, Notes: `Bench note ${i}` }),
      });
      if (!response.ok) throw new Error(`SaveServiceNote: ${response.status}`);
      // The first 20 warm up and are not counted.
      if (i >= 20) saves.push((await pushed) - at);
      else await pushed;
      count = expected;
    }

    const page = (await (
      await fetch(
        `${api}/GetReceivedServNotesLog?CompanyId=2&LoginId=${BOB}&IsRead=0&startRecord=1&EndRecord=${notes}&SortBy=UserNotificationId&OrderBy=desc`,
        { headers: headers(bob) },
      )
    ).json()) as { NotificationList: Array<{ UserNotificationId: number }> };
    const acknowledges: number[] = [];
    for (const note of page.NotificationList) {
      const expected = count - 1;
      const seen = nextPush(tab2, (c) => c === expected);
      const at = performance.now();
      const response = await fetch(`${api}/NotificationUpdateReceived`, {
        method: 'PUT',
        headers: headers(bob),
        body: JSON.stringify({
          UserNotifyIds: [String(note.UserNotificationId)],
          CompanyId: 2,
          IsRead: true,
          LoginId: BOB,
        }),
      });
      if (!response.ok) throw new Error(`NotificationUpdateReceived: ${response.status}`);
      acknowledges.push((await seen) - at);
      count = expected;
    }
    return {
      connections: open.length,
      saveToPush: {
        notes: saves.length,
        p50Ms: round(percentile(saves, 50)),
        p99Ms: round(percentile(saves, 99)),
      },
      acknowledgeToOtherTab: {
        acknowledges: acknowledges.length,
        p50Ms: round(percentile(acknowledges, 50)),
        p95Ms: round(percentile(acknowledges, 95)),
      },
    };
  } finally {
    await Promise.all(open.map((c) => c.stop()));
    await stopChild(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
