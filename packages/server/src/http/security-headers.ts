import type { FastifyInstance } from 'fastify';

/**
 * The app's page may run only its own scripts (no inline script, no eval'd string, no plugin), keeps its base, and
 * is framed by no other site (clickjacking). Styles, images, media and connections are not narrowed: the app shows
 * `blob:` and `data:` pictures, and its sandboxed mail frame carries its own, stricter policy.
 */
export const APP_CONTENT_SECURITY_POLICY = [
  "script-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Camera and microphone for the app itself (the video call); the other powerful features for nobody. */
export const APP_PERMISSIONS_POLICY =
  'camera=(self), microphone=(self), display-capture=(self), geolocation=(), payment=(), usb=(), serial=(), hid=()';

/**
 * Headers on every answer: no content-type sniffing, the referrer kept to this origin (the app's paths carry ids),
 * the permissions policy; and on HTML documents (the app's page) the content security policy.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('Permissions-Policy', APP_PERMISSIONS_POLICY);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy'))
      reply.header('Content-Security-Policy', APP_CONTENT_SECURITY_POLICY);
    return payload;
  });
}
