import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import { sendSignedImage } from '../../http/binary-reply';
import { errorBody } from '../../http/errors';
import { isSignedImageUrl, proxyImage, signImageUrl } from './image-proxy';

/** Where the image proxy answers (a signed URL stands for the user: an image in a sandboxed frame sends no token). */
export const IMAGE_PROXY_PATH = '/api/notification/Sms/ImageProxy';

/** The proxy address of a remote image, signed for 10 minutes. */
export function proxyPathOf(config: ServerConfig, url: string): string {
  const { u, e, s } = signImageUrl(config.tokenSecret, url);
  return `${IMAGE_PROXY_PATH}?${new URLSearchParams({ u, e: String(e), s })}`;
}

/**
 * `GET /api/notification/Sms/ImageProxy?u&e&s`: a remote image of a message, fetched by the server for a signed,
 * unexpired address; shown in place as an image only (nosniff, no script even if opened alone).
 */
export function registerImageProxy(app: FastifyInstance, config: ServerConfig): void {
  app.get(IMAGE_PROXY_PATH, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const { u = '', s = '' } = query;
    if (!isSignedImageUrl(config.tokenSecret, u, Number(query.e), s))
      return reply
        .code(403)
        .send(errorBody(403, 'The image address is not signed by this server, or has expired.'));
    const image = await proxyImage(u, config.imageProxyAllowPrivate);
    if (!image.ok) return reply.code(image.status).send(errorBody(image.status, image.reason));
    return sendSignedImage(reply, image.type, image.bytes, 600);
  });
}
