import { NOTES_ACKNOWLEDGED, notesHub } from '@fieldkit/core/contract';
import type { HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from './helpers';
import { hubClient } from './hub-client';

const ALICE = 2;
const BOB = 3;
const CAROL = 4;
/** The work-order service's base, where the spec's three notes calls sit; the others are under `ServiceNote/`. */
const API = '/api/workOrder';

let t: TestServer;
const tokens: Record<string, string> = {};
const hubs: HubConnection[] = [];

beforeAll(async () => {
  t = await startTestServer();
  for (const name of ['alice', 'bob', 'carol', 'dave'])
    tokens[name] = (await signIn(t.url, name)).access_token;
});
afterAll(async () => {
  await Promise.all(hubs.map((h) => h.stop()));
  await t.dispose();
});

/** A notes hub connection of a user, recording its SendNotes pushes. */
async function notesTab(name: string) {
  const hub = hubClient(`${t.url}${notesHub.path}`, () => tokens[name]!);
  const pushes: Array<[number, boolean, number]> = [];
  hub.on('SendNotes', (count: number, alert: boolean, loginId: number) =>
    pushes.push([count, alert, loginId]),
  );
  await hub.start();
  hubs.push(hub);
  return { hub, pushes };
}

const until = async (check: () => boolean, timeoutMs = 3000) => {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const save = (name: string, body: unknown) =>
  call(t.url, 'POST', `${API}/ServiceNote/SaveServiceNote`, { token: tokens[name], body });
const count = async (name: string, loginId: number, companyId = 2) =>
  call(t.url, 'GET', `${API}/GetReceivedServNotesLogCount/${companyId}/${loginId}`, { token: tokens[name] });
function log(name: string, query: Record<string, string | number>) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return call(t.url, 'GET', `${API}/GetReceivedServNotesLog?${search}`, { token: tokens[name] });
}
const page = (loginId: number, extra: Record<string, string | number> = {}) => ({
  CompanyId: 2,
  LoginId: loginId,
  IsRead: 0,
  startRecord: 1,
  EndRecord: 10,
  ...extra,
});

describe('a service note reaches every other user on the job, at once', () => {
  test("alice's note on job 5001 goes to bob (its technician) and carol (who created the work order), not to alice", async () => {
    const bobTab1 = await notesTab('bob');
    const bobTab2 = await notesTab('bob');
    const dave = await notesTab('dave');
    const before = (await count('bob', BOB)).body.Count as number;
    const carolBefore = (await count('carol', CAROL)).body.Count as number;
    const aliceBefore = (await count('alice', ALICE)).body.Count as number;

    const saved = await save('alice', { WoJobId: 5001, Notes: '  Gate code changed to 4471.  ' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      WoJobId: 5001,
      Notes: 'Gate code changed to 4471.',
      CreatedBy: 'Alice Walker',
    });

    // Both of bob's tabs hear the new count with the alert flag and bob's login id; dave of another company nothing.
    for (const tab of [bobTab1, bobTab2]) await until(() => tab.pushes.some(([c]) => c === before + 1));
    expect(bobTab1.pushes.at(-1)).toEqual([before + 1, true, BOB]);
    expect((await count('carol', CAROL)).body.Count).toBe(carolBefore + 1);
    expect((await count('alice', ALICE)).body.Count).toBe(aliceBefore);
    expect(dave.pushes).toEqual([]);

    const notes = await call(t.url, 'GET', `${API}/ServiceNote/GetJobServiceNotes/2/5001`, {
      token: tokens.carol,
    });
    expect(notes.body[0]).toMatchObject({
      ServiceNoteId: saved.body.ServiceNoteId,
      Notes: 'Gate code changed to 4471.',
    });
  });

  test('the text is trimmed and 1 to 4,000 characters; a job of another company is 403', async () => {
    expect((await save('alice', { WoJobId: 5001, Notes: '   ' })).status).toBe(400);
    expect((await save('alice', { WoJobId: 5001, Notes: 'x'.repeat(4001) })).status).toBe(400);
    expect((await save('alice', { WoJobId: 5001, Notes: 'x'.repeat(4000) })).status).toBe(200);
    const foreign = await save('dave', { WoJobId: 5001, Notes: 'Not my job' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toMatch(/company/);
    expect(
      (await call(t.url, 'GET', `${API}/ServiceNote/GetJobServiceNotes/3/5001`, { token: tokens.dave }))
        .status,
    ).toBe(403);
  });
});

describe('the received notes: a page, searched and sorted, with the total', () => {
  test("bob's unread notes in pages, searchable by text, WO number and job number, case-insensitive", async () => {
    const first = await log('bob', page(BOB));
    expect(first.status).toBe(200);
    expect(first.body.NotificationList).toHaveLength(10);
    expect(first.body.TotalRecord).toBe((await count('bob', BOB)).body.Count);
    const ids = first.body.NotificationList.map((n: { UserNotificationId: number }) => n.UserNotificationId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    const second = await log('bob', page(BOB, { startRecord: 11, EndRecord: 20 }));
    expect(second.body.NotificationList[0].UserNotificationId).toBeGreaterThan(ids.at(-1));

    const byText = await log('bob', page(BOB, { SearchText: 'GATE CODE', EndRecord: 50 }));
    expect(byText.body.NotificationList.map((n: { Notes: string }) => n.Notes)).toEqual([
      'Gate code changed to 4471.',
    ]);
    const byWo = await log('bob', page(BOB, { SearchText: 'wo-1003', EndRecord: 50 }));
    expect(byWo.body.TotalRecord).toBeGreaterThan(0);
    expect(byWo.body.NotificationList.every((n: { WONumber: string }) => n.WONumber === 'WO-1003')).toBe(
      true,
    );
    const byJob = await log('bob', page(BOB, { SearchText: '5001', EndRecord: 50 }));
    expect(byJob.body.NotificationList.every((n: { JobNo: number }) => n.JobNo === 5001)).toBe(true);
    // Two characters are searched too (below the trigram index's three).
    const short = await log('bob', page(BOB, { SearchText: '47', EndRecord: 50 }));
    expect(short.body.NotificationList.some((n: { Notes: string }) => n.Notes.includes('4471'))).toBe(true);
    // LIKE's wildcards are text.
    expect((await log('bob', page(BOB, { SearchText: '%_%' }))).body.TotalRecord).toBe(0);

    const byWoDesc = await log('bob', page(BOB, { SortBy: 'WONumber', OrderBy: 'desc', EndRecord: 50 }));
    const numbers = byWoDesc.body.NotificationList.map((n: { WONumber: string }) => n.WONumber);
    expect(numbers).toEqual([...numbers].sort().reverse());
  });

  test('a caller reads only its own notes; bad pages are 400', async () => {
    expect((await log('bob', page(ALICE))).status).toBe(403);
    expect((await log('dave', { ...page(5), CompanyId: 2 })).status).toBe(403);
    expect((await log('bob', page(BOB, { startRecord: 0 }))).status).toBe(400);
    expect((await log('bob', page(BOB, { startRecord: 5, EndRecord: 4 }))).status).toBe(400);
    expect((await log('bob', page(BOB, { EndRecord: 1000 }))).status).toBe(400);
    expect((await log('bob', page(BOB, { SortBy: 'password' }))).status).toBe(400);
    expect((await count('bob', ALICE)).status).toBe(403);
  });
});

describe('acknowledging: own notes only, recorded, and the count pushed to every tab', () => {
  test('three notes acknowledged leave the unread view for the read view, with who and when', async () => {
    const tab = await notesTab('bob');
    const unread = (await log('bob', page(BOB, { EndRecord: 3 }))).body.NotificationList as Array<{
      UserNotificationId: number;
    }>;
    const ids = unread.map((n) => String(n.UserNotificationId));
    const before = (await count('bob', BOB)).body.Count as number;

    const answer = await call(t.url, 'PUT', `${API}/NotificationUpdateReceived`, {
      token: tokens.bob,
      body: { UserNotifyIds: ids, CompanyId: 2, IsRead: true, LoginId: BOB },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ Message: { MessageCode: NOTES_ACKNOWLEDGED, Severity: 'success' } });
    expect((await count('bob', BOB)).body.Count).toBe(before - 3);
    await until(() => tab.pushes.some(([c, alert]) => c === before - 3 && !alert));

    const read = await log(
      'bob',
      page(BOB, { IsRead: 1, SortBy: 'ReadDate', OrderBy: 'desc', EndRecord: 3 }),
    );
    expect(
      read.body.NotificationList.map((n: { UserNotificationId: number }) =>
        String(n.UserNotificationId),
      ).sort(),
    ).toEqual([...ids].sort());
    for (const note of read.body.NotificationList) {
      expect(note).toMatchObject({ IsRead: true, ReadBy: 'Bob Stone' });
      expect(Date.parse(note.ReadDate)).toBeGreaterThan(Date.now() - 60_000);
    }
  });

  test("ids that are not the caller's are refused and nothing changes", async () => {
    const alices = (await log('alice', page(ALICE))).body.NotificationList as Array<{
      UserNotificationId: number;
    }>;
    const bobs = (await log('bob', page(BOB, { EndRecord: 1 }))).body.NotificationList as Array<{
      UserNotificationId: number;
    }>;
    const before = (await count('bob', BOB)).body.Count as number;
    const mixed = [bobs[0]!.UserNotificationId, alices[0]!.UserNotificationId].map(String);
    const refused = await call(t.url, 'PUT', `${API}/NotificationUpdateReceived`, {
      token: tokens.bob,
      body: { UserNotifyIds: mixed, CompanyId: 2, IsRead: true, LoginId: BOB },
    });
    expect(refused.status).toBe(403);
    expect((await count('bob', BOB)).body.Count).toBe(before);
    const asAlice = await call(t.url, 'PUT', `${API}/NotificationUpdateReceived`, {
      token: tokens.bob,
      body: { UserNotifyIds: mixed, CompanyId: 2, IsRead: true, LoginId: ALICE },
    });
    expect(asAlice.status).toBe(403);
    const bad = await call(t.url, 'PUT', `${API}/NotificationUpdateReceived`, {
      token: tokens.bob,
      body: { UserNotifyIds: ['1; DROP TABLE users'], CompanyId: 2, IsRead: true, LoginId: BOB },
    });
    expect(bad.status).toBe(400);
  });
});

describe('the notes hub answers the count to the asking connection', () => {
  test('GetNotesNotification and its older name GetNotesNotify push SendNotes with the count, no alert', async () => {
    const tab = await notesTab('bob');
    const other = await notesTab('bob');
    const expected = (await count('bob', BOB)).body.Count as number;
    await tab.hub.invoke('GetNotesNotification');
    await until(() => tab.pushes.length === 1);
    expect(tab.pushes[0]).toEqual([expected, false, BOB]);
    await tab.hub.invoke('GetNotesNotify');
    await until(() => tab.pushes.length === 2);
    expect(other.pushes).toEqual([]);
  });
});
