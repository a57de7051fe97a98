// The example portal's own tiny static server: another origin than the Fieldkit server, as a real portal would be.
// PORTAL_PORT (4282), FIELDKIT_URL (http://127.0.0.1:4281): the server whose config.json and sign-in the page uses.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
/** The standalone widget bundles the page loads, each from its package's `dist`. */
const widgetDists = {
  'fk-chat': fileURLToPath(new URL('../../packages/chat-widget/dist/', import.meta.url)),
  'fk-notes': fileURLToPath(new URL('../../packages/notes-widget/dist/', import.meta.url)),
  'fk-sms-log': fileURLToPath(new URL('../../packages/sms-log/dist/', import.meta.url)),
  'fk-job-email': fileURLToPath(new URL('../../packages/job-email/dist/', import.meta.url)),
  'fk-video-call': fileURLToPath(new URL('../../packages/video-call/dist/', import.meta.url)),
};
const port = Number(process.env.PORTAL_PORT ?? 4282);
const fieldkitUrl = (process.env.FIELDKIT_URL ?? 'http://127.0.0.1:4281').replace(/\/+$/, '');

const fieldkit = new URL(fieldkitUrl);
/**
 * The headers of every answer, as a portal that embeds Fieldkit should send them: its page runs its own scripts only,
 * connects only to itself and to its Fieldkit server (the password and the token go nowhere else), is framed by no
 * other site, and gives camera and microphone (the video call) to itself alone.
 */
const securityHeaders = {
  'Content-Security-Policy': [
    "script-src 'self'",
    // blob: stays on the page: the widgets read files they hold (a PDF preview, an attachment to send) that way.
    `connect-src 'self' blob: ${fieldkit.origin} ${fieldkit.protocol === 'https:' ? 'wss' : 'ws'}://${fieldkit.host}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(self), microphone=(self), geolocation=(), payment=(), usb=()',
};

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wav': 'audio/wav',
};
// Only these files are served: the page, its script, and the standalone widget bundles with their chunks (and the
// video call's ringtone beside them).
const routes = {
  '/': () => join(here, 'index.html'),
  '/portal.js': () => join(here, 'portal.js'),
};

async function fileFor(path) {
  if (routes[path]) return routes[path]();
  const chunk =
    /^\/(fk-chat|fk-notes|fk-sms-log|fk-job-email|fk-video-call)\/([A-Za-z0-9._-]+\.(js|wav))$/.exec(path);
  return chunk ? join(widgetDists[chunk[1]], chunk[2]) : null;
}

const server = createServer(async (request, response) => {
  const path = new URL(request.url ?? '/', 'http://portal').pathname;
  const file = await fileFor(path);
  if (!file) {
    response.writeHead(404, { ...securityHeaders, 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  try {
    let body = await readFile(file);
    // The page learns the Fieldkit server's address from here, not from its own origin.
    if (file.endsWith('index.html'))
      body = Buffer.from(String(body).replaceAll('%FIELDKIT_URL%', fieldkitUrl));
    response
      .writeHead(200, {
        ...securityHeaders,
        'Content-Type': types[extname(file)] ?? 'application/octet-stream',
      })
      .end(body);
  } catch {
    response.writeHead(404, { ...securityHeaders, 'Content-Type': 'text/plain' }).end('Not found');
  }
});

server.listen(port, '127.0.0.1', () => {
  console.info(`Portal on http://127.0.0.1:${port}/ using Fieldkit at ${fieldkitUrl}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
