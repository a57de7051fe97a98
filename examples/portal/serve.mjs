// The example portal's own small server: another origin than the Fieldkit server, as a real portal would be. It
// serves the page and the widgets' bundles, signs the portal's own users in (users.mjs, sessions by cookie, kept in
// memory), and vouches for the signed-in user to Fieldkit with an embed key's assertion (fieldkit-token.mjs).
// PORTAL_PORT (4282), FIELDKIT_URL (http://127.0.0.1:4281): the server whose config.json and widgets the page uses.
// PORTAL_EMBED_KEY_ID, PORTAL_EMBED_SECRET: the embed key (the demo seed's Acme key by default).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fieldkitAssertion } from './fieldkit-token.mjs';
import { verifyUser } from './users.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
/** The standalone widget bundles the page loads, each from its package's `dist`. */
const widgetDists = {
  'fk-chat': fileURLToPath(new URL('../../packages/chat-widget/dist/', import.meta.url)),
  'fk-notes': fileURLToPath(new URL('../../packages/notes-widget/dist/', import.meta.url)),
  'fk-sms-log': fileURLToPath(new URL('../../packages/sms-log/dist/', import.meta.url)),
  'fk-job-email': fileURLToPath(new URL('../../packages/job-email/dist/', import.meta.url)),
  'fk-video-call': fileURLToPath(new URL('../../packages/video-call/dist/', import.meta.url)),
};
/** The page runtime's build, whose manifest gives the version and hash of the tag the page carries. */
const runtimeManifest = fileURLToPath(new URL('../../packages/elements/dist/manifest.json', import.meta.url));
const port = Number(process.env.PORTAL_PORT ?? 4282);
const fieldkitUrl = (process.env.FIELDKIT_URL ?? 'http://127.0.0.1:4281').replace(/\/+$/, '');

const fieldkit = new URL(fieldkitUrl);
/**
 * The headers of every answer, as a portal that embeds Fieldkit should send them: its page runs its own scripts and the Fieldkit server's runtime only,
 * connects only to itself and to its Fieldkit server (the password and the tokens go nowhere else), is framed by no
 * other site, and gives camera and microphone (the video call) to itself alone.
 */
const securityHeaders = {
  'Content-Security-Policy': [
    // The page runtime comes from the Fieldkit server (each of its files checked against its hash).
    `script-src 'self' ${fieldkit.origin}`,
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

function fileFor(path) {
  if (routes[path]) return routes[path]();
  const chunk =
    /^\/(fk-chat|fk-notes|fk-sms-log|fk-job-email|fk-video-call)\/([A-Za-z0-9._-]+\.(js|wav))$/.exec(path);
  return chunk ? join(widgetDists[chunk[1]], chunk[2]) : null;
}

/**
 * The page's widget scripts: the runtime's one tag, as its README prints it (from the Fieldkit server, its version's
 * path, its integrity hash), or at `?scripts=standalone` the five standalone bundles served here.
 */
async function widgetScripts(search) {
  if (new URLSearchParams(search).get('scripts') === 'standalone')
    return Object.keys(widgetDists)
      .map((tag) => `<script type="module" src="/${tag}/${tag}.standalone.js"></script>`)
      .join('\n    ');
  const { version, loader, files } = JSON.parse(await readFile(runtimeManifest, 'utf8'));
  const src = `${fieldkitUrl}/runtime/${version}/${loader}`;
  return `<script type="module" src="${src}" integrity="${files[loader].integrity}" crossorigin="anonymous"></script>`;
}

/** The session cookie's name; its value is a random id, the key of `sessions`. */
const COOKIE = 'portal_session';
/** How long a portal session lasts after its sign-in. */
const SESSION_MS = 8 * 60 * 60 * 1000;
/** The portal's sessions: id → the signed-in user and when the session ends. In memory: a restart signs all out. */
const sessions = new Map();
/** The largest sign-in body read; a larger one is refused (413). */
const MAX_BODY_BYTES = 16 * 1024;

/** The portal user of a request's session cookie, or null. */
function sessionOf(request) {
  const id = cookieOf(request, COOKIE);
  const session = id ? sessions.get(id) : undefined;
  if (!session) return null;
  if (session.endsAt <= Date.now()) {
    sessions.delete(id);
    return null;
  }
  return session.user;
}

function cookieOf(request, name) {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}

/** A JSON answer, never cached, with the portal's headers. */
function sendJson(response, status, body, headers = {}) {
  response
    .writeHead(status, {
      ...securityHeaders,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    })
    .end(JSON.stringify(body));
}

class TooLarge extends Error {}

/** A request's body as an object: JSON or a form's fields. At most MAX_BODY_BYTES (TooLarge beyond). */
async function bodyOf(request) {
  if (Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) throw new TooLarge();
  const text = await new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      // Beyond the limit the rest is read and dropped, so that the refusal reaches the client.
      else reject(new TooLarge());
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
  if ((request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  try {
    const parsed = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

/** A POST from another site's page (its Origin is not this server's) changes nothing here. */
const fromElsewhere = (request) =>
  request.headers.origin !== undefined && request.headers.origin !== `http://${request.headers.host}`;

/** The portal's own routes: its sign-in, sign-out, who is signed in, and the assertion for Fieldkit. */
const api = {
  async 'POST /sign-in'(request, response) {
    let body;
    try {
      body = await bodyOf(request);
    } catch (error) {
      if (!(error instanceof TooLarge)) throw error;
      sendJson(response, 413, { message: 'The request is too large.' }, { Connection: 'close' });
      return;
    }
    const user = await verifyUser(body.username, body.password);
    if (!user) {
      sendJson(response, 401, { message: 'Wrong username or password.' });
      return;
    }
    const id = randomBytes(32).toString('base64url');
    sessions.set(id, { user, endsAt: Date.now() + SESSION_MS });
    sendJson(
      response,
      200,
      { name: user.name },
      { 'Set-Cookie': `${COOKIE}=${id}; HttpOnly; SameSite=Lax; Path=/` },
    );
  },
  async 'POST /sign-out'(request, response) {
    const id = cookieOf(request, COOKIE);
    if (id) sessions.delete(id);
    sendJson(response, 200, {}, { 'Set-Cookie': `${COOKIE}=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0` });
  },
  async 'GET /me'(request, response) {
    const user = sessionOf(request);
    if (user) sendJson(response, 200, { name: user.name });
    else sendJson(response, 401, { message: 'Not signed in' });
  },
  // The elements' `token-url`: they fetch it with the page's cookies and exchange the assertion at the Fieldkit
  // server (`Account/EmbedSignIn`) for a token of their own.
  async 'GET /fieldkit-token'(request, response) {
    const user = sessionOf(request);
    if (user) sendJson(response, 200, { Assertion: await fieldkitAssertion(user.fieldkitUsername) });
    else sendJson(response, 401, { message: 'Not signed in' });
  },
};
const apiPaths = new Set(Object.keys(api).map((route) => route.slice(route.indexOf(' ') + 1)));

const server = createServer(async (request, response) => {
  const { pathname: path, search } = new URL(request.url ?? '/', 'http://portal');
  try {
    if (apiPaths.has(path)) {
      const route = api[`${request.method} ${path}`];
      if (!route) sendJson(response, 405, { message: 'Method not allowed' });
      else if (request.method === 'POST' && fromElsewhere(request))
        sendJson(response, 403, { message: 'Cross-site request refused' });
      else await route(request, response);
      return;
    }
    const file = fileFor(path);
    if (!file) {
      response.writeHead(404, { ...securityHeaders, 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    let body = await readFile(file);
    // The page learns the Fieldkit server's address from here, not from its own origin.
    if (file.endsWith('index.html'))
      body = Buffer.from(
        String(body)
          .replaceAll('%FIELDKIT_URL%', fieldkitUrl)
          .replace('%WIDGET_SCRIPTS%', await widgetScripts(search)),
      );
    response
      .writeHead(200, {
        ...securityHeaders,
        'Content-Type': types[extname(file)] ?? 'application/octet-stream',
      })
      .end(body);
  } catch (error) {
    if (response.headersSent) {
      response.destroy();
      return;
    }
    // A file that is not there (a bundle not built) is not found; anything else is the portal's fault.
    const missing = error?.code === 'ENOENT' || error?.code === 'EISDIR';
    if (!missing) console.error(error);
    response
      .writeHead(missing ? 404 : 500, { ...securityHeaders, 'Content-Type': 'text/plain' })
      .end(missing ? 'Not found' : 'Server error');
  }
});

server.listen(port, '127.0.0.1', () => {
  console.info(`Portal on http://127.0.0.1:${port}/ using Fieldkit at ${fieldkitUrl}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
