/** The media an SMS may carry: images and video, as MMS carries them. */
export const SMS_MEDIA_TYPES: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/3gpp': '3gp',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
};
/** The largest media file fetched (MMS carries at most 5 MB). */
export const SMS_MEDIA_MAX_BYTES = 5 * 1024 * 1024;
/** Redirects followed, each to a listed host. */
const MAX_REDIRECTS = 3;
const MEDIA_TIMEOUT_MS = 10_000;

/** A fetched media file, or why it was not fetched. */
/**
 * A media file fetched, or why not: `transient` when trying again later may succeed (the host unreachable, an error
 * of its own, the file cut short).
 */
export type MediaFetch =
  | { ok: true; bytes: Buffer; type: string }
  | { ok: false; reason: string; transient?: true };

/** Whether a URL's host (with its port, when it has one) is one of `hosts`. */
function listed(url: URL, hosts: readonly string[]): boolean {
  return (url.protocol === 'https:' || url.protocol === 'http:') && hosts.includes(url.host.toLowerCase());
}

/** Reads a body up to `limit` bytes; null when it is longer. */
async function readCapped(response: Response, limit: number): Promise<Buffer | null> {
  const reader = response.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Fetches an SMS's media file from the provider, only from `hosts` (none by default: nothing is fetched), following
 * a redirect only to another listed host, taking only the image and video types of {@link SMS_MEDIA_TYPES} up to
 * {@link SMS_MEDIA_MAX_BYTES}, within 10 s.
 */
export async function fetchSmsMedia(address: string, hosts: readonly string[]): Promise<MediaFetch> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { ok: false, reason: 'not a URL' };
  }
  const signal = AbortSignal.timeout(MEDIA_TIMEOUT_MS);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (!listed(url, hosts)) return { ok: false, reason: `host ${url.host} is not in SMS_MEDIA_HOSTS` };
    let response: Response;
    try {
      response = await fetch(url, { redirect: 'manual', signal });
    } catch {
      return { ok: false, reason: 'unreachable', transient: true };
    }
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.get('location');
      await response.body?.cancel();
      if (!location) return { ok: false, reason: 'a redirect without a location' };
      url = new URL(location, url);
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      const busy = response.status >= 500 || response.status === 429 || response.status === 408;
      return { ok: false, reason: `HTTP ${response.status}`, ...(busy ? { transient: true as const } : {}) };
    }
    const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!(type in SMS_MEDIA_TYPES)) {
      await response.body?.cancel();
      return { ok: false, reason: `type ${type || 'none'} is not an image or a video` };
    }
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > SMS_MEDIA_MAX_BYTES) {
      await response.body?.cancel();
      return { ok: false, reason: 'larger than 5 MB' };
    }
    const bytes = await readCapped(response, SMS_MEDIA_MAX_BYTES).catch(() => null);
    if (!bytes) return { ok: false, reason: 'larger than 5 MB, or cut short', transient: true };
    return { ok: true, bytes, type };
  }
  return { ok: false, reason: 'too many redirects' };
}
