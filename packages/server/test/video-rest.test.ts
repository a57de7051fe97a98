import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from './helpers';
import { hubClient } from './hub-client';

let t: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestServer();
  for (const name of ['alice', 'bob', 'dave']) tokens[name] = (await signIn(t.url, name)).access_token;
});
afterAll(() => t.dispose());

const get = (name: string, path: string) => call(t.url, 'GET', `/api/chat/${path}`, { token: tokens[name] });
const users = (name: string, companyId: number, loginId: number, start: number, end: number) =>
  get(
    name,
    `GetVideoChatUsers?CompanyId=${companyId}&LoginId=${loginId}&startRecord=${start}&EndRecord=${end}`,
  );

describe('the enabled flag of a video-call provider', () => {
  test('is the company’s flag: on for the demo companies, off once turned off', async () => {
    expect(await get('alice', 'GetVideoCallEnabled/2/2')).toEqual({ status: 200, body: { IsEnabled: true } });
    const db = t.server.store.db;
    await db.updateTable('companies').set({ video_call_enabled: 0 }).where('company_id', '=', 2).execute();
    try {
      expect((await get('alice', 'GetVideoCallEnabled/2/2')).body).toEqual({ IsEnabled: false });
      expect((await get('dave', 'GetVideoCallEnabled/3/5')).body).toEqual({ IsEnabled: true });
    } finally {
      await db.updateTable('companies').set({ video_call_enabled: 1 }).where('company_id', '=', 2).execute();
    }
  });

  test('another login or company is refused by the tenant guard', async () => {
    expect((await get('alice', 'GetVideoCallEnabled/2/3')).status).toBe(403);
    expect((await get('alice', 'GetVideoCallEnabled/3/5')).status).toBe(403);
  });
});

describe('the users list for video chat', () => {
  test('the caller’s colleagues by DisplayName, how many in all, a page at a time, who is online', async () => {
    const bob = hubClient(`${t.url}/hubs/video`, () => tokens.bob!);
    await bob.start();
    try {
      const all = await users('alice', 2, 2, 1, 10);
      expect(all.status).toBe(200);
      expect(all.body).toEqual({
        Users: [
          {
            LoginId: 3,
            DisplayName: 'Bob Stone',
            PhotoPath: expect.any(String),
            Email: expect.any(String),
            StatusId: 2,
          },
          {
            LoginId: 4,
            DisplayName: 'Carol Price',
            PhotoPath: expect.any(String),
            Email: expect.any(String),
            StatusId: 1,
          },
        ],
        TotalRecord: 2,
      });
      const second = await users('alice', 2, 2, 2, 2);
      expect(second.body.Users.map((u: { LoginId: number }) => u.LoginId)).toEqual([4]);
      expect(second.body.TotalRecord).toBe(2);
      expect(
        (await users('bob', 2, 3, 1, 10)).body.Users.map((u: { DisplayName: string }) => u.DisplayName),
      ).toEqual(['Alice Walker', 'Carol Price']);
    } finally {
      await bob.stop();
    }
  });

  test('a page past the limit or backwards is a 400; another login or company a 403', async () => {
    expect((await users('alice', 2, 2, 1, 201)).status).toBe(400);
    expect((await users('alice', 2, 2, 5, 2)).status).toBe(400);
    expect((await users('alice', 2, 5, 1, 10)).status).toBe(403);
    expect((await users('alice', 3, 2, 1, 10)).status).toBe(403);
  });
});

describe('thumbnails', () => {
  test("the pictures of the caller’s colleagues, '' for none; a login of another company is left out", async () => {
    const db = t.server.store.db;
    const picture = Buffer.from('a png, for the test').toString('base64');
    await db.updateTable('chat_profiles').set({ profile_pic: picture }).where('login_id', '=', 3).execute();
    const ask = (logins: number[], companyId = 2) =>
      call(t.url, 'POST', '/api/chat/GetVideoChatThumbnails', {
        token: tokens.alice,
        body: {
          CompanyId: companyId,
          Users: logins.map((LoginId) => ({ LoginId, fileName: '', EmailId: '' })),
        },
      });
    expect(await ask([3, 4, 5])).toEqual({
      status: 200,
      body: [
        { LoginId: 3, attachment: picture },
        { LoginId: 4, attachment: '' },
      ],
    });
    expect((await users('alice', 2, 2, 1, 1)).body.Users[0].PhotoPath).not.toBe('');
    expect((await ask([3], 3)).status).toBe(403);
  });
});
