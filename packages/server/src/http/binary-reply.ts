import type { FastifyReply } from 'fastify';

/** A file name safe inside a quoted header value (the exact name goes in `filename*`). */
function asciiName(name: string): string {
  return name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
}

/** Types a browser shows in place without running anything: raster images and video. */
const SHOWN_IN_PLACE = /^(image\/(png|jpeg|gif|webp|bmp)|video\/(mp4|webm|ogg|quicktime|3gpp))$/;
/** Types that would run as a document of the app's origin: never served as themselves. */
const ACTIVE = /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml)$/;

/**
 * Sends a handler's Blob: its type, and its name when it is a File; shown in place when it is a raster image or a
 * video, a download otherwise. HTML, XML and SVG are never served as such on the app's origin: they go as bytes.
 */
export async function sendBinary(reply: FastifyReply, blob: Blob): Promise<FastifyReply> {
  const name = blob instanceof File ? blob.name : 'download';
  const declared = (blob.type || 'application/octet-stream').split(';')[0]!.trim().toLowerCase();
  const type = ACTIVE.test(declared) ? 'application/octet-stream' : declared;
  reply.header('Content-Type', type);
  reply.header(
    'Content-Disposition',
    `${SHOWN_IN_PLACE.test(type) ? 'inline' : 'attachment'}; filename="${asciiName(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`,
  );
  reply.header('X-Content-Type-Options', 'nosniff');
  // Embedding portals on another origin may read the file name.
  reply.header('Access-Control-Expose-Headers', 'Content-Disposition');
  return reply.send(Buffer.from(await blob.arrayBuffer()));
}

/**
 * Sends an image fetched at a signed address (no token: an image in a sandboxed frame, a photo for the SMS
 * provider): shown in place as the image it is, never sniffed into anything else, running nothing if opened alone.
 */
export function sendSignedImage(
  reply: FastifyReply,
  type: string,
  bytes: Uint8Array,
  maxAgeSeconds: number,
): FastifyReply {
  return reply
    .header('Content-Type', type)
    .header('Content-Disposition', 'inline')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'")
    .header('Cache-Control', `private, max-age=${maxAgeSeconds}`)
    .send(bytes);
}
