import type { FastifyReply } from 'fastify';

/** A file name safe inside a quoted header value (the exact name goes in `filename*`). */
function asciiName(name: string): string {
  return name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
}

/** Sends a handler's Blob as a download: its type, and its name when it is a File. */
export async function sendBinary(reply: FastifyReply, blob: Blob): Promise<FastifyReply> {
  const name = blob instanceof File ? blob.name : 'download';
  reply.header('Content-Type', blob.type || 'application/octet-stream');
  reply.header(
    'Content-Disposition',
    `attachment; filename="${asciiName(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`,
  );
  reply.header('X-Content-Type-Options', 'nosniff');
  // Embedding portals on another origin may read the file name.
  reply.header('Access-Control-Expose-Headers', 'Content-Disposition');
  return reply.send(Buffer.from(await blob.arrayBuffer()));
}
