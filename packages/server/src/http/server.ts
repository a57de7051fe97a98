import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { seedDemoEmbedKeys } from '../auth/embed/demo-keys';
import { createEmbedOrigins } from '../auth/embed/origins';
import { sharedLimitsClient } from '../auth/redis-rate-limit';
import { type SessionOptions, Sessions } from '../auth/sessions';
import { loadConfig, type ServerConfig } from '../config';
import { openStore, type Store } from '../db/connect';
import { refreshDemoExpiries, seedDemo } from '../db/seed';
import {
  type Features,
  type InboundMail,
  registerFeatureRoutes,
  registerFeatures,
  settleInterruptedSends,
  startInboundMail,
} from '../features';
import { createJobPdfPrinter } from '../features/job-print/render-pdf';
import { registerNegotiate } from '../hubs/negotiate';
import type { HubRegistry, HubTiming } from '../hubs/registry';
import { createServerHubs } from '../hubs/server-hubs';
import { createOutboundQuotas } from '../limits/outbound-quotas';
import { createOutboundMailer, type OutboundMailer } from '../mail/outbound';
import { uploadsDir } from '../storage/uploads';
import { createApp } from './app';
import { registerCors } from './cors';
import { createRequestLimits, type LimitSetting } from './request-limits';
import { registerContractRoutes } from './routes';
import { registerRuntime } from './runtime';
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
  signInLimit?: LimitSetting;
  /** WebLog entries one address may post in the window (300 a minute by default). */
  webLogLimit?: LimitSetting;
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
  /** The real-time features' services (chat, notes, video calls). */
  features: Features;
  /** Runs the migrations (and the demo seed), then listens; resolves with the URL. */
  start(): Promise<string>;
  /** Graceful stop: refuse new connections, close hub clients (they may reconnect), close the store. */
  stop(): Promise<void>;
  /** `http://host:port` once started. */
  readonly url: string;
  /** The inbound SMTP receiver's port once started, when `INBOUND_SMTP_PORT` is set. */
  readonly smtpPort: number | undefined;
}

/** A stop waits this long for the requests under way; connections still open then are cut. */
const STOP_GRACE_MS = 3_000;

/** Builds the Fastify app with the contract's routes, the hubs, the shell and `config.json`. */
export function createServer(options: CreateServerOptions = {}): FieldkitServer {
  const config: ServerConfig = { ...loadConfig(options.env), ...options.config };
  const store = openStore(config);
  const sessions = new Sessions(store.db, sessionOptions(config));

  const app = createApp(config, options.logStream);

  // With Redis, the sign-in, WebLog and hub limits count what every process admits.
  const limitsRedis = config.redisUrl ? sharedLimitsClient(config.redisUrl, app.log) : undefined;
  const { hubs, gate, authenticate } = createServerHubs(
    app,
    sessions,
    config,
    options.hubTiming,
    limitsRedis,
  );
  const features = registerFeatures(hubs, store, config, app.log);

  const printer = createJobPdfPrinter(config.pdfPoolSize, { memoryLimitMb: config.pdfMemoryMb });
  const mail = lazyMailer(config);

  registerCors(app, config.allowedOrigins, createEmbedOrigins(store.db, app.log));
  registerSecurityHeaders(app);
  registerContractRoutes(app, {
    db: store.db,
    sessions,
    features,
    config,
    ...createRequestLimits(
      config,
      { signIn: options.signInLimit, webLog: options.webLogLimit },
      limitsRedis,
      app.log,
    ),
    publicUrl: () => (config.publicUrl ?? url).replace(/\/+$/, ''),
    printer,
    mailer: mail.get,
    outboundQuotas: createOutboundQuotas(store.db, store.dialect, config.outboundLimits),
  });
  registerNegotiate(app, hubs, authenticate);
  registerFeatureRoutes(app, store, config, features);
  const shellReady = registerRuntime(app, config).then(() => registerShell(app, config));

  let url = '';
  let stopped = false;
  let smtp: InboundMail | undefined;
  let replySweeper: NodeJS.Timeout | undefined;
  return {
    app,
    config,
    store,
    sessions,
    hubs,
    features,
    get url() {
      return url;
    },
    get smtpPort() {
      return smtp?.port;
    },
    async start() {
      await store.migrate();
      if (options.seed !== false) {
        if ((await seedDemo(store.db, { uploadsDir: uploadsDir(config.dataDir) })) === false)
          await refreshDemoExpiries(store.db);
        await seedDemoEmbedKeys(store.db, config.tokenSecret, config.port);
      }
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
      smtp = await startInboundMail(store.db, config, app.log, features);
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
      features.video.timers.stop();
      // A connection that never finished its request (a client that gave up before sending it) is not idle to Node,
      // so the close would wait for it until the headers timeout: after the grace, every connection left is cut.
      const cut = setTimeout(() => app.server.closeAllConnections(), options.stopGraceMs ?? STOP_GRACE_MS);
      try {
        await app.close();
      } finally {
        clearTimeout(cut);
      }
      await printer.close();
      mail.close();
      limitsRedis?.disconnect();
      await store.close();
    },
  };
}

/** The sessions' settings in the server's configuration. */
function sessionOptions(config: ServerConfig): SessionOptions {
  return {
    secret: config.tokenSecret,
    ttlMinutes: config.tokenTtlMinutes,
    embedTtlSeconds: config.embedTokenTtlSeconds,
    refreshGraceMs: config.tokenRefreshGraceSeconds * 1000,
    singleSession: config.singleSession,
  };
}

/** The server's own mail (job e-mails), connected at its first e-mail. */
function lazyMailer(config: ServerConfig): { get(): OutboundMailer; close(): void } {
  let outbound: OutboundMailer | undefined;
  return {
    get: () => {
      outbound ??= createOutboundMailer(config);
      return outbound;
    },
    close: () => outbound?.close(),
  };
}
