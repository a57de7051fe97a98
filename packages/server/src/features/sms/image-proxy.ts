import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import ipaddr from 'ipaddr.js';
import { isSignedValue, signValue } from '../../auth/signed-value';

/** How long a signed image URL may be used. */
export const IMAGE_URL_TTL_MS = 10 * 60_000;
/** The largest image the proxy passes on. */
export const PROXY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The image types the proxy passes on: raster images only (never SVG, which can carry script). */
const IMAGE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/bmp',
  'image/avif',
]);
const MAX_REDIRECTS = 3;
const TIMEOUT_MS = 10_000;

/**
 * An address as ipaddr.js reads it, an IPv4 address inside IPv6 (mapped, `::ffff:a.b.c.d`, or compatible,
 * `::a.b.c.d`) as IPv4; null when it is not an address.
 */
function parseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  try {
    return ipaddr.process(address);
  } catch {
    return null;
  }
}

/** `::/96`: IPv6 addresses that carry an IPv4 address in their last 32 bits. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/** The addresses of this machine's own interfaces (its public ones too), normalised. */
function ownAddresses(): Set<string> {
  const own = new Set<string>();
  for (const entries of Object.values(networkInterfaces()))
    for (const entry of entries ?? []) {
      const parsed = parseAddress(entry.address.replace(/%.*$/, ''));
      if (parsed) own.add(parsed.toNormalizedString());
    }
  return own;
}

/** Whether an address is link-local (the clouds' metadata services among them), an IPv4 one inside IPv6 too. */
export function isLinkLocal(address: string): boolean {
  return parseAddress(address)?.range() === 'linkLocal';
}

/**
 * Whether an address is one the proxy must not reach: anything but a global unicast address by ipaddr.js's table of
 * special ranges (loopback, private, carrier-grade NAT, link-local, multicast, reserved and documentation ranges,
 * and IPv6's translations of IPv4, NAT64 `64:ff9b::/96`, 6to4 `2002::/16` and Teredo, which could lead anywhere),
 * and any address of this machine's own interfaces.
 */
export function isPrivateAddress(address: string): boolean {
  const parsed = parseAddress(address);
  if (parsed?.range() !== 'unicast') return true;
  // IPv4-compatible IPv6 (::/96, deprecated) that ipaddr.js reads as IPv6 when written in hex (::7f00:1).
  if (parsed.kind() === 'ipv6' && parsed.match(IPV4_COMPATIBLE)) return true;
  return ownAddresses().has(parsed.toNormalizedString());
}

/** The proxy's query for an image URL: the URL, its expiry and its signature. */
export function signImageUrl(
  secret: string,
  url: string,
  nowMs = Date.now(),
): { u: string; e: number; s: string } {
  const signed = signValue(secret, 'image-proxy', url, IMAGE_URL_TTL_MS, nowMs);
  return { u: url, e: signed.expires, s: signed.signature };
}

/** Whether a proxy query was signed by this server and has not expired. */
export function isSignedImageUrl(
  secret: string,
  u: string,
  e: number,
  s: string,
  nowMs = Date.now(),
): boolean {
  return isSignedValue(secret, 'image-proxy', { value: u, expires: e, signature: s }, nowMs);
}

/** An image fetched for a message, or why it was not. */
export type ProxiedImage =
  | { ok: true; bytes: Buffer; type: string }
  | { ok: false; status: number; reason: string };

/**
 * One GET to a checked address (the connection goes to the address that was checked, not a second lookup), ended by
 * `deadline` wherever it is (connecting, waiting, or reading the body).
 */
function getOnce(url: URL, address: string, family: number, deadline: AbortSignal): Promise<IncomingMessage> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'GET',
        signal: deadline,
        timeout: TIMEOUT_MS,
        headers: { Accept: 'image/*', 'User-Agent': 'Fieldkit image proxy' },
        lookup: (_host, _options, callback) => callback(null, address, family),
      },
      resolve,
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end();
  });
}

async function readCapped(response: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      response.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Fetches a remote image of a message for the user who asked to see images, so that neither the user's address nor
 * the user's browser reaches the sender: http(s) only, never an address of this machine or a private network
 * (checked on the address connected to, unless `allowPrivate`), never a link-local one (cloud metadata), redirects
 * re-checked (3 at most), raster images of 5 MB at most, all of it within `totalMs` (10 s) however slowly the host
 * sends: a host that sends a byte every few seconds is cut off there (504).
 */
export async function proxyImage(
  address: string,
  allowPrivate = false,
  totalMs = TIMEOUT_MS,
): Promise<ProxiedImage> {
  const deadline = AbortSignal.timeout(totalMs);
  const image = await fetchImage(address, allowPrivate, deadline);
  return deadline.aborted && !image.ok
    ? { ok: false, status: 504, reason: `The image host took longer than ${totalMs / 1000} s.` }
    : image;
}

async function fetchImage(
  address: string,
  allowPrivate: boolean,
  deadline: AbortSignal,
): Promise<ProxiedImage> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { ok: false, status: 400, reason: 'Not a URL.' };
  }
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return { ok: false, status: 400, reason: 'Only http and https images are fetched.' };
    const host = url.hostname.replace(/^\[|\]$/g, '');
    let resolved: { address: string; family: number };
    try {
      resolved = isIP(host) ? { address: host, family: isIP(host) } : await lookup(host);
    } catch {
      return { ok: false, status: 502, reason: 'The image host is unknown.' };
    }
    if (isLinkLocal(resolved.address) || (!allowPrivate && isPrivateAddress(resolved.address)))
      return { ok: false, status: 403, reason: 'Images on private or local addresses are not fetched.' };
    let response: IncomingMessage;
    try {
      response = await getOnce(url, resolved.address, resolved.family, deadline);
    } catch {
      return { ok: false, status: 502, reason: 'The image could not be fetched.' };
    }
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      url = new URL(response.headers.location, url);
      continue;
    }
    if (status !== 200) {
      response.resume();
      return { ok: false, status: 502, reason: `The image host answered ${status}.` };
    }
    const type = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!IMAGE_TYPES.has(type)) {
      response.resume();
      return { ok: false, status: 415, reason: 'Not an image the proxy passes on.' };
    }
    if (Number(response.headers['content-length'] ?? 0) > PROXY_IMAGE_MAX_BYTES) {
      response.destroy();
      return { ok: false, status: 413, reason: 'The image is larger than 5 MB.' };
    }
    const bytes = await readCapped(response, PROXY_IMAGE_MAX_BYTES).catch(() => null);
    if (!bytes) return { ok: false, status: 413, reason: 'The image is larger than 5 MB.' };
    return { ok: true, bytes, type };
  }
  return { ok: false, status: 502, reason: 'Too many redirects.' };
}
