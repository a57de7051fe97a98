import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import { type AttemptCounter, AttemptLimiter } from '../auth/rate-limit';
import { RedisAttemptLimiter, sharedLimitsClient } from '../auth/redis-rate-limit';
import { Sessions, SIGNED_IN_ELSEWHERE } from '../auth/sessions';
import { registerChatHub } from '../chat/hub';
import { chatUser } from '../chat/store';
import { loadConfig, type ServerConfig } from '../config';
import { openStore, type Store } from '../db/connect';
import type { Db } from '../db/schema';
import { refreshDemoExpiries, seedDemo } from '../db/seed';
import { registerEchoHub } from '../hubs/echo';
import { noFanout } from '../hubs/fanout';
import { registerNegotiate } from '../hubs/negotiate';
import { redisFanout } from '../hubs/redis-fanout';
import { DEFAULT_HUB_TIMING, HubRegistry, type HubTiming } from '../hubs/registry';
import { type HubGate, installHubGate } from '../hubs/upgrade';
import { settleInterruptedEmails } from '../job-print/email-once';
import { createJobPdfPrinter } from '../job-print/render-pdf';
import { createOutboundQuotas } from '../limits/outbound-quotas';
import { type InboundSmtp, startInboundSmtp } from '../mail/inbound-smtp';
import { createOutboundMailer, type OutboundMailer } from '../mail/outbound';
import { registerNotesHub } from '../notes/hub';
import { registerImageProxy } from '../sms/image-proxy-route';
import { settleInterruptedReplies } from '../sms/outbound';
import { registerSmsPhotos } from '../sms/outbound-photo';
import { registerSmsWebhook } from '../sms/webhook';
import { uploadsDir } from '../storage/uploads';
import { registerVideoHub } from '../video/hub';
import { limitedHttpServer } from './connection-limits';
import { registerCors } from './cors';
import { errorBody, HttpError } from './errors';
import { REDACT_PATHS, serializeRequest } from './redact';
import { registerContractRoutes } from './routes';
import { registerSecurityHeaders } from './security-headers';
import { registerShell } from './shell';

/** Options of `createServer`; everything not given comes from the environment. */
export interface CreateServerOptions {
  /** Settings over those read from `env`. */
  config?: Partial<ServerConfig>;
  env?: NodeJS.ProcessEnv;
  /** Where log lines go (one JSON object per line); stdout by default. */
  logStream?: { write(line: string): void };
  /** Fill an empty store with the demo data on start (default true). */
  seed?: boolean;
  /** Sign-in attempts allowed per username and IP in a window (default: SIGN_IN_ATTEMPTS_PER_MINUTE a minute). */
  signInLimit?: { max: number; windowMs: number };
  /** WebLog entries one address may post in the window (300 a minute by default). */
  webLogLimit?: { max: number; windowMs: number };
  hubTiming?: HubTiming;
  /** How long a stop waits for open requests before it cuts every connection left (default 3,000 ms). */
  stopGraceMs?: number;
}

/** A created server: start it, stop it, reach its parts. */
export interface FieldkitServer {
  app: FastifyInstance;
  config: ServerConfig;
  store: Store;
  sessions: Sessions;
  hubs: HubRegistry;
  /** Runs the migrations (and the demo seed), then listens; resolves with the URL. */
  start(): Promise<string>;
  /** Graceful stop: refuse new connections, close hub clients (they may reconnect), close the store. */
  stop(): Promise<void>;
  /** `http://host:port` once started. */
  readonly url: string;
  /** The inbound SMTP receiver's port once started, when `INBOUND_SMTP_PORT` is set. */
  readonly smtpPort: number | undefined;
}

const BODY_LIMIT = 1_048_576;
/** A stop waits this long for the requests under way; connections still open then are cut. */
const STOP_GRACE_MS = 3_000;
/** `SignImageUrls` calls one user may make a minute (each of up to 50 addresses): a message's images are one call. */
const IMAGE_URL_CALLS_PER_MINUTE = 60;

/** Builds the Fastify app with the contract's routes, the hubs, the shell and `config.json`. */
export function createServer(options: CreateServerOptions = {}): FieldkitServer {
  const config: ServerConfig = { ...loadConfig(options.env), ...options.config };
  const store = openStore(config);
  const sessions = new Sessions(store.db, {
    secret: config.tokenSecret,
    ttlMinutes: config.tokenTtlMinutes,
    refreshGraceMs: config.tokenRefreshGraceSeconds * 1000,
    singleSession: config.singleSession,
  });

  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    serverFactory: (handler) =>
      limitedHttpServer(handler, {
        requestTimeoutMs: config.requestTimeoutMs,
        perAddress: config.connectionsPerAddress,
      }),
    // Behind a load balancer the client's address (which the sign-in and WebLog limits count by) is in its header.
    trustProxy: config.trustProxy ?? false,
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
      serializers: {
        req: serializeRequest,
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // Malformed URLs and the like are the client's fault: a 400 with the same JSON body as every other error.
    frameworkErrors: (error, _request, reply) => {
      (reply as unknown as FastifyReply).code(400).send(errorBody(400, error.message));
    },
  });

  // With Redis, the sign-in, WebLog and hub limits count what every process admits.
  const limitsRedis = config.redisUrl ? sharedLimitsClient(config.redisUrl, app.log) : undefined;
  const hubs = new HubRegistry(
    app.log,
    options.hubTiming ?? DEFAULT_HUB_TIMING,
    (ids) => sessions.ended(ids),
    config.hubLimits,
    config.redisUrl ? redisFanout(config.redisUrl, app.log) : noFanout,
    limitsRedis,
  );
  registerEchoHub(hubs);
  const chat = registerChatHub(hubs, store.db, { uploadsRoot: uploadsDir(config.dataDir) });
  registerNotesHub(hubs, store.db, store.dialect);
  const video = registerVideoHub(hubs, store.db, {
    ringTimeoutMs: config.videoRingTimeoutMs,
    log: app.log,
    // A missed call leaves a line in the two people's chat conversation, once per room and person rung.
    missed: async ({ roomName }, from, to) => {
      const caller = await chatUser(store.db, from);
      if (caller)
        await chat.notice(
          caller,
          to,
          'missedVideoCall',
          'Missed video call',
          `missed-call-${roomName}-${to}`,
        );
    },
  });
  sessions.onRevoked(({ sessionId, reason, allowReconnect }) => {
    hubs.closeSession(
      sessionId,
      reason === SIGNED_IN_ELSEWHERE ? SIGNED_IN_ELSEWHERE : reason,
      allowReconnect,
    );
  });
  const authenticate = (token: string | undefined) => sessions.authenticate(token);
  const gate: HubGate = installHubGate(app.server, hubs, authenticate, app.log);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    // A 5xx the server chose to answer (an upstream provider failed: 502) says why; any other stays unsaid.
    const intended = error instanceof HttpError;
    if (status >= 500 && !intended) request.log.error({ err: error }, 'request failed');
    reply
      .code(status)
      .send(errorBody(status, status >= 500 && !intended ? 'Internal server error.' : error.message));
  });

  const printer = createJobPdfPrinter(config.pdfPoolSize, { memoryLimitMb: config.pdfMemoryMb });
  let outbound: OutboundMailer | undefined;
  const mailer = () => {
    outbound ??= createOutboundMailer(config);
    return outbound;
  };

  const limiter = (name: string, max: number, windowMs: number): AttemptCounter =>
    limitsRedis
      ? new RedisAttemptLimiter(limitsRedis, name, max, windowMs, app.log)
      : new AttemptLimiter(max, windowMs);

  registerCors(app, config.allowedOrigins);
  registerSecurityHeaders(app);
  registerContractRoutes(app, {
    db: store.db,
    sessions,
    hubs,
    config,
    signInLimiter: limiter(
      'sign-in',
      options.signInLimit?.max ?? config.signInAttemptsPerMinute,
      options.signInLimit?.windowMs ?? 60_000,
    ),
    webLogLimiter: limiter(
      'weblog',
      options.webLogLimit?.max ?? 300,
      options.webLogLimit?.windowMs ?? 60_000,
    ),
    imageUrlLimiter: limiter('image-urls', IMAGE_URL_CALLS_PER_MINUTE, 60_000),
    publicUrl: () => (config.publicUrl ?? url).replace(/\/+$/, ''),
    printer,
    mailer,
    outboundQuotas: createOutboundQuotas(store.db, store.dialect, config.outboundLimits),
  });
  registerNegotiate(app, hubs, authenticate);
  registerSmsWebhook(app, { db: store.db, config });
  registerImageProxy(app, config);
  registerSmsPhotos(app, config);
  const shellReady = registerShell(app, config);

  let url = '';
  let stopped = false;
  let smtp: InboundSmtp | undefined;
  let replySweeper: NodeJS.Timeout | undefined;
  return {
    app,
    config,
    store,
    sessions,
    hubs,
    get url() {
      return url;
    },
    get smtpPort() {
      return smtp?.port;
    },
    async start() {
      await store.migrate();
      if (
        options.seed !== false &&
        (await seedDemo(store.db, { uploadsDir: uploadsDir(config.dataDir) })) === false
      )
        await refreshDemoExpiries(store.db);
      await shellReady;
      // SMS replies and job e-mails a stopped process left mid-send become 'unknown' (never sent again); then every
      // 30 s, for a process of the cluster that stopped while this one runs.
      await settleInterruptedSends(store.db);
      replySweeper = setInterval(
        () =>
          void settleInterruptedSends(store.db).catch((error: unknown) =>
            app.log.warn({ err: error }, 'interrupted sends not settled'),
          ),
        30_000,
      );
      replySweeper.unref();
      await hubs.start();
      await app.listen({ port: config.port, host: config.host });
      const address = app.server.address() as AddressInfo;
      url = `http://${config.host}:${address.port}`;
      if (config.inboundSmtpPort !== undefined)
        smtp = await startInboundSmtp(store.db, config, app.log, config.inboundSmtpPort);
      return url;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(replySweeper);
      // Order matters: stop accepting first, or a client's immediate retry reconnects to this dying process.
      gate.stopAccepting();
      if (app.server.listening) app.server.close();
      await smtp?.close();
      await hubs.closeAll('Server is shutting down.', true);
      video.timers.stop();
      // A connection that never finished its request (a client that gave up before sending it) is not idle to Node,
      // so the close would wait for it until the headers timeout: after the grace, every connection left is cut.
      const cut = setTimeout(() => app.server.closeAllConnections(), options.stopGraceMs ?? STOP_GRACE_MS);
      try {
        await app.close();
      } finally {
        clearTimeout(cut);
      }
      await printer.close();
      outbound?.close();
      limitsRedis?.disconnect();
      await store.close();
    },
  };
}

/** Settles the SMS replies and job e-mails left mid-send by a process that stopped. */
async function settleInterruptedSends(db: Db): Promise<void> {
  await settleInterruptedReplies(db);
  await settleInterruptedEmails(db);
}
