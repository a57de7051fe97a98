import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signIn, startTestServer, type TestServer } from './helpers';
import { INBOUND_ENV, postInbound, receivedLog, sid, twilioForm } from './sms-support';

// An MMS's media is fetched from the provider's media host, and only from the hosts SMS_MEDIA_HOSTS lists: a media
// host stand-in on loopback serves images, video, a page, oversize files and redirects.

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
]);
const MP4 = Buffer.concat([Buffer.from('....ftypisom'), Buffer.alloc(300, 3)]);
const SIX_MB = 6 * 1024 * 1024;

let media: Server;
let mediaHost: string;
let t: TestServer;
let token: string;
const asked: string[] = [];

beforeAll(async () => {
  media = createServer((request, response) => {
    asked.push(request.url ?? '');
    const route = request.url ?? '';
    if (route === '/img.png') response.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG);
    else if (route === '/clip.mp4') response.writeHead(200, { 'Content-Type': 'video/mp4' }).end(MP4);
    else if (route === '/hop') response.writeHead(302, { Location: '/img.png' }).end();
    else if (route === '/away') response.writeHead(302, { Location: 'http://127.0.0.2:9/img.png' }).end();
    else if (route === '/page.html')
      response.writeHead(200, { 'Content-Type': 'text/html' }).end('<script>x</script>');
    else if (route === '/big.jpg')
      response
        .writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': SIX_MB })
        .end(Buffer.alloc(SIX_MB));
    else if (route === '/stream.jpg') {
      // No length said: the file is cut off once it passes the limit.
      response.writeHead(200, { 'Content-Type': 'image/jpeg' });
      const chunk = Buffer.alloc(256 * 1024);
      let sent = 0;
      const push = () => {
        while (sent < SIX_MB && response.write(chunk)) sent += chunk.length;
        if (sent >= SIX_MB) response.end();
        else response.once('drain', push);
      };
      response.on('error', () => {});
      push();
    } else response.writeHead(404).end();
  });
  media.listen(0, '127.0.0.1');
  await once(media, 'listening');
  mediaHost = `127.0.0.1:${(media.address() as AddressInfo).port}`;
  t = await startTestServer({ env: { ...INBOUND_ENV, SMS_MEDIA_HOSTS: mediaHost } });
  token = (await signIn(t.url, 'alice')).access_token;
});
afterAll(async () => {
  await t?.dispose();
  media?.close();
});

/** Whether the server has said it attached none of a message's media. */
const refusedAll = (alertId: number) =>
  t.logs.some((line) => {
    const entry = JSON.parse(line) as { msg?: string; alertId?: number; attached?: boolean };
    return entry.msg === 'inbound SMS media refused' && entry.alertId === alertId && entry.attached === false;
  });

/** Posts an MMS naming `urls` (with the types the provider declares) and waits for its media to be settled. */
async function mms(urls: Array<[string, string]>) {
  const body = `MMS ${sid()}`;
  const fields: Record<string, string> = { Body: body, NumMedia: String(urls.length) };
  urls.forEach(([url, type], i) => {
    fields[`MediaUrl${i}`] = url;
    fields[`MediaContentType${i}`] = type;
  });
  expect((await postInbound(t, twilioForm(fields))).status).toBe(200);
  // The media is fetched after the answer; the stop (dispose) would wait for it, the test polls the log.
  let item: { SmsId: number; Filepath: string; contenttype: string } | undefined;
  for (let i = 0; i < 50; i++) {
    const r = await receivedLog(t, token, 'alice', { EndRecord: 50 });
    item = r.body.SmsList.find((m: { SMSContent: string }) => m.SMSContent === body);
    if (item?.Filepath || (item && refusedAll(item.SmsId))) break;
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  return item!;
}

const mediaOf = (smsId: number) =>
  fetch(`${t.url}/api/notification/Sms/GetSmsMedia?CompanyId=2&SmsId=${smsId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });

describe('an MMS carries its image or video, fetched only from a listed host', () => {
  test('an image is fetched, stored and shown in place, nosniff', async () => {
    const item = await mms([[`http://${mediaHost}/img.png`, 'image/png']]);
    expect(item).toMatchObject({
      contenttype: 'image/png',
      Filepath: expect.stringMatching(/^sms\/2\/\d+\.png$/),
    });
    const response = await mediaOf(item.SmsId);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
  });

  test('a video too; a redirect within the listed host is followed', async () => {
    expect((await mms([[`http://${mediaHost}/clip.mp4`, 'video/mp4']])).contenttype).toBe('video/mp4');
    expect((await mms([[`http://${mediaHost}/hop`, 'image/png']])).contenttype).toBe('image/png');
  });

  test('the first file that may be fetched is the one attached: a page before it is passed over', async () => {
    const item = await mms([
      [`http://${mediaHost}/page.html`, 'image/png'],
      [`http://${mediaHost}/img.png`, 'image/png'],
    ]);
    expect(item.contenttype).toBe('image/png');
  });

  test('refused: an unlisted host, a redirect elsewhere, a page, a file over 5 MB said or streamed', async () => {
    const before = asked.length;
    const unlisted = await mms([[`http://localhost:${mediaHost.split(':')[1]}/img.png`, 'image/png']]);
    // The unlisted host was never asked.
    expect(asked.length).toBe(before);
    for (const item of [
      unlisted,
      await mms([[`http://${mediaHost}/away`, 'image/png']]),
      await mms([[`http://${mediaHost}/page.html`, 'text/html']]),
      await mms([[`http://${mediaHost}/big.jpg`, 'image/jpeg']]),
      await mms([[`http://${mediaHost}/stream.jpg`, 'image/jpeg']]),
    ])
      expect(item).toMatchObject({ Filepath: '', contenttype: '' });
    expect((await mediaOf(unlisted.SmsId)).status).toBe(404);
  });

  test("another company's user cannot fetch the media", async () => {
    const item = await mms([[`http://${mediaHost}/img.png`, 'image/png']]);
    const dave = (await signIn(t.url, 'dave')).access_token;
    const asDave = await fetch(`${t.url}/api/notification/Sms/GetSmsMedia?CompanyId=2&SmsId=${item.SmsId}`, {
      headers: { Authorization: `Bearer ${dave}` },
    });
    expect(asDave.status).toBe(403);
  });
});
