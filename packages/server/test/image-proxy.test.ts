import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { proxyImage, signImageUrl } from '../src/features/sms/image-proxy';
import { IMAGE_PROXY_PATH } from '../src/features/sms/image-proxy-route';
import { call, signIn, startTestServer, type TestServer } from './helpers';

// 'Show images' of a message: the browser asks the server for signed proxy addresses, then loads the images from
// the server, which fetches them. An image host stand-in on loopback serves an image, an SVG, a page and a redirect.

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');
const SECRET = 'test-secret-of-sufficient-length';

let images: Server;
let imageBase: string;
let strict: TestServer;
let intranet: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  images = createServer((request, response) => {
    if (request.url === '/a.gif') response.writeHead(200, { 'Content-Type': 'image/gif' }).end(GIF);
    else if (request.url === '/x.svg')
      response.writeHead(200, { 'Content-Type': 'image/svg+xml' }).end('<svg onload="alert(1)"/>');
    else if (request.url === '/drip.gif') {
      // A host that never goes silent long enough to time out, and never finishes.
      response.writeHead(200, { 'Content-Type': 'image/gif' });
      const drip = setInterval(() => response.write(GIF.subarray(0, 1)), 200);
      response.on('close', () => clearInterval(drip));
    } else if (request.url === '/hop') response.writeHead(302, { Location: '/a.gif' }).end();
    else if (request.url === '/to-metadata')
      response.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data/' }).end();
    else response.writeHead(404).end();
  });
  images.listen(0, '127.0.0.1');
  await once(images, 'listening');
  imageBase = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
  strict = await startTestServer();
  // An intranet whose images live on private addresses: the one setting that lets the proxy reach them.
  intranet = await startTestServer({ env: { IMAGE_PROXY_ALLOW_PRIVATE: 'true' } });
  for (const server of [strict, intranet])
    tokens[server.url] = (await signIn(server.url, 'alice')).access_token;
});
afterAll(async () => {
  await strict?.dispose();
  await intranet?.dispose();
  images?.close();
});

async function signed(server: TestServer, urls: string[]) {
  return call(server.url, 'POST', '/api/notification/Sms/SignImageUrls', {
    token: tokens[server.url],
    body: { CompanyId: 2, LoginId: 2, Urls: urls },
  });
}
const get = (server: TestServer, path: string) => fetch(`${server.url}${path}`);

describe('signed addresses', () => {
  test('the server signs http(s) URLs only, up to 50, for a signed-in user', async () => {
    const answer = await signed(strict, ['https://cdn.example/a.png', 'http://cdn.example/b.png']);
    expect(answer.status).toBe(200);
    expect(answer.body.Urls).toHaveLength(2);
    expect(answer.body.Urls[0]).toMatch(
      new RegExp(`^${IMAGE_PROXY_PATH}\\?u=https%3A%2F%2Fcdn.example%2Fa.png&e=\\d+&s=`),
    );
    expect((await signed(strict, ['javascript:alert(1)'])).status).toBe(400);
    expect((await signed(strict, ['file:///etc/passwd'])).status).toBe(400);
    expect(
      (
        await signed(
          strict,
          Array.from({ length: 51 }, (_, i) => `https://cdn.example/${i}.png`),
        )
      ).status,
    ).toBe(400);
    const anonymous = await call(strict.url, 'POST', '/api/notification/Sms/SignImageUrls', {
      body: { CompanyId: 2, LoginId: 2, Urls: ['https://cdn.example/a.png'] },
    });
    expect(anonymous.status).toBe(401);
  });

  test('an address not signed here, changed, or expired is 403', async () => {
    const [path] = (await signed(intranet, [`${imageBase}/a.gif`])).body.Urls as string[];
    const url = new URL(path!, intranet.url);
    url.searchParams.set('u', `${imageBase}/x.svg`);
    expect((await get(intranet, url.pathname + url.search)).status).toBe(403);
    const old = signImageUrl(SECRET, `${imageBase}/a.gif`, Date.now() - 11 * 60_000);
    const expired = `${IMAGE_PROXY_PATH}?${new URLSearchParams({ u: old.u, e: String(old.e), s: old.s })}`;
    expect((await get(intranet, expired)).status).toBe(403);
    expect(
      (await get(intranet, `${IMAGE_PROXY_PATH}?u=${encodeURIComponent(`${imageBase}/a.gif`)}`)).status,
    ).toBe(403);
  });
});

describe('what the proxy fetches', () => {
  test('an image is passed on as an image only: its type, in place, nosniff, no script', async () => {
    const [path] = (await signed(intranet, [`${imageBase}/a.gif`])).body.Urls as string[];
    const response = await get(intranet, path!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/gif');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(Buffer.from(await response.arrayBuffer()).equals(GIF)).toBe(true);
    const [hop] = (await signed(intranet, [`${imageBase}/hop`])).body.Urls as string[];
    expect((await get(intranet, hop!)).status).toBe(200);
  });

  test('SVG and pages are not images it passes on', async () => {
    const [svg] = (await signed(intranet, [`${imageBase}/x.svg`])).body.Urls as string[];
    expect((await get(intranet, svg!)).status).toBe(415);
  });

  test('by default no address of this machine or a private network is reached, also through a redirect', async () => {
    const [local] = (await signed(strict, [`${imageBase}/a.gif`])).body.Urls as string[];
    const refused = await get(strict, local!);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe('Images on private or local addresses are not fetched.');
    for (const address of [
      'http://localhost/a.gif',
      'http://[::1]/a.gif',
      'http://169.254.169.254/latest/meta-data/',
      // IPv4 inside IPv6 (compatible, NAT64, 6to4) leads to this machine all the same.
      'http://[::127.0.0.1]/a.gif',
      'http://[64:ff9b::7f00:1]/a.gif',
      'http://[2002:7f00:1::]/a.gif',
    ]) {
      const [path] = (await signed(strict, [address])).body.Urls as string[];
      expect((await get(strict, path!)).status, address).toBe(403);
    }
    // Even where private addresses are allowed, an allowed first hop cannot lead the proxy to the cloud's metadata.
    const [redirect] = (await signed(intranet, [`${imageBase}/to-metadata`])).body.Urls as string[];
    const led = await get(intranet, redirect!);
    expect(led.status).toBe(403);
    expect((await led.json()).message).toBe('Images on private or local addresses are not fetched.');
  });
});

describe('what one user or one host can cost the proxy', () => {
  test('a host that sends a byte every 200 ms is cut off at the total deadline (504), not held while it drips', async () => {
    const started = performance.now();
    const image = await proxyImage(`${imageBase}/drip.gif`, true, 1_000);
    expect(image).toEqual({ ok: false, status: 504, reason: 'The image host took longer than 1 s.' });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  test('SignImageUrls: 60 calls a minute per user, then 429 with a message; another user is not held back', async () => {
    const own = await startTestServer();
    try {
      const alice = (await signIn(own.url, 'alice')).access_token;
      const bob = (await signIn(own.url, 'bob')).access_token;
      const sign = (token: string, loginId: number) =>
        call(own.url, 'POST', '/api/notification/Sms/SignImageUrls', {
          token,
          body: { CompanyId: 2, LoginId: loginId, Urls: ['https://cdn.example/a.png'] },
        });
      for (let i = 0; i < 60; i++) expect((await sign(alice, 2)).status).toBe(200);
      expect(await sign(alice, 2)).toEqual({
        status: 429,
        body: expect.objectContaining({ message: 'Too many images asked for: try again in a minute.' }),
      });
      expect((await sign(bob, 3)).status).toBe(200);
    } finally {
      await own.dispose();
    }
  });
});
