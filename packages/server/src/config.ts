import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FALLBACK_WEBLOG_API_KEY, RuntimeConfig, VIDEO_RING_TIMEOUT_MS } from '@fieldkit/core/contract';
import { z } from 'zod';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from './http/upload-limits';
import { DEFAULT_HUB_LIMITS, type HubLimits } from './hubs/limits';
import type { OutboundLimits, OutboundLimitsByChannel } from './limits/outbound-quotas';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * The build of a package next to this one (`packages/shell/dist`, `packages/elements/dist`), found from the source
 * or the built file.
 */
function siblingDist(folder: string): string {
  const here = dirname(fileURLToPath(import.meta.url));
  // src/config.ts and dist/main.js both sit one level below the package folder.
  return resolve(here, '..', '..', folder, 'dist');
}

/**
 * Four whole numbers, `user a minute,user a day,company a minute,company a day` (a day: the last 24 hours): the most
 * units of a channel one user and the whole company may send.
 */
function outboundLimits(defaults: string) {
  return z
    .string()
    .default(defaults)
    .transform((text, ctx): OutboundLimits => {
      const numbers = text.split(',').map((part) => Number(part.trim()));
      if (numbers.length === 4 && numbers.every((n) => Number.isInteger(n) && n >= 0)) {
        const [userPerMinute, userPerDay, companyPerMinute, companyPerDay] = numbers as [
          number,
          number,
          number,
          number,
        ];
        return { userPerMinute, userPerDay, companyPerMinute, companyPerDay };
      }
      ctx.addIssue({
        code: 'custom',
        message: 'four whole numbers: user a minute, user a day, company a minute, company a day',
      });
      return z.NEVER;
    });
}

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4280),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().min(1).optional(),
  TRUST_PROXY: z.string().min(1).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'a redis:// or rediss:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  TOKEN_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
  // Seconds, so that a test server can let an embedded session expire within a test.
  EMBED_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(2)
    .max(24 * 3600)
    .default(15 * 60),
  TOKEN_SECRET: z.string().min(16).optional(),
  TOKEN_REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  SINGLE_SESSION: flag.default(true),
  ALLOWED_ORIGINS: z.string().default(''),
  WEBLOG_API_KEY: z.string().min(1).default(FALLBACK_WEBLOG_API_KEY),
  SHELL_DIR: z.string().min(1).optional(),
  RUNTIME_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SIGN_IN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  HUB_CALLS_IN_FLIGHT: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(DEFAULT_HUB_LIMITS.callsInFlight),
  HUB_USER_CALLS_IN_FLIGHT: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(DEFAULT_HUB_LIMITS.userCallsInFlight),
  HUB_CALLS_PER_SECOND: z.coerce.number().min(1).max(1_000_000).default(DEFAULT_HUB_LIMITS.callsPerSecond),
  HUB_CALL_BURST: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_HUB_LIMITS.callBurst),
  UPLOADS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(DEFAULT_UPLOAD_LIMITS.uploadsPerMinute),
  UPLOAD_BYTES_PER_DAY: z.coerce.number().int().min(1).default(DEFAULT_UPLOAD_LIMITS.bytesPerDay),
  HUB_CONNECTIONS_PER_USER: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(DEFAULT_HUB_LIMITS.connectionsPerUser),
  APP_VERSION: z.string().min(1).default('DEV'),
  PRODUCTION: flag.default(true),
  SMS_WEBHOOK_AUTH_TOKEN: z.string().min(1).optional(),
  SMS_MEDIA_HOSTS: z.string().default(''),
  IMAGE_PROXY_ALLOW_PRIVATE: flag.default(false),
  SMS_EMAIL_POLL_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(60 * 60 * 1000)
    .default(90_000),
  VIDEO_RING_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(10 * 60 * 1000)
    .default(VIDEO_RING_TIMEOUT_MS),
  /** STUN and TURN servers for video calls, as config.json's `iceServers` (JSON): none by default. */
  ICE_SERVERS: z
    .string()
    .default('[]')
    .transform((text, ctx) => {
      try {
        const servers = RuntimeConfig.shape.iceServers.safeParse(JSON.parse(text));
        if (servers.success) return servers.data;
      } catch {
        // Reported below.
      }
      ctx.addIssue({
        code: 'custom',
        message: 'a JSON list of { "urls": [...], "username"?, "credential"? }',
      });
      return z.NEVER;
    }),
  INBOUND_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  INBOUND_MAIL_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(10 * 1024 * 1024),
  INBOUND_MAIL_PARSE_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  INBOUND_MAIL_DNS_SERVERS: z
    .string()
    .regex(
      /^\s*([0-9a-fA-F.:[\]]+)(\s*,\s*[0-9a-fA-F.:[\]]+)*\s*$/,
      'DNS server addresses (IPv4 or [IPv6], each with an optional :port), separated by commas',
    )
    .optional(),
  INBOUND_SMTP_MAX_CLIENTS: z.coerce.number().int().min(1).max(10_000).default(100),
  INBOUND_SMTP_CLIENTS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(10),
  OUTBOUND_SMS_LIMITS: outboundLimits('10,200,60,2000'),
  OUTBOUND_EMAIL_LIMITS: outboundLimits('40,400,200,4000'),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
  CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(256),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'an account SID (AC and 32 hex digits)')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, 'a number in E.164')
    .optional(),
  TWILIO_API_BASE: z
    .string()
    .url()
    .transform((url) => url.replace(/\/+$/, ''))
    .default('https://api.twilio.com'),
  SMTP_URL: z
    .string()
    .url()
    .refine((url) => /^smtps?:\/\//i.test(url), 'an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().email().default('no-reply@fieldkit.invalid'),
  SMS_MEDIA_RETRY_DELAYS_MS: z
    .string()
    .default('5000,30000,120000,600000,3600000')
    .transform((text, ctx) => {
      const delays = text.split(',').map((part) => Number(part.trim()));
      if (delays.length <= 20 && delays.every((n) => Number.isInteger(n) && n >= 0)) return delays;
      ctx.addIssue({
        code: 'custom',
        message: 'up to 20 whole numbers of milliseconds, separated by commas',
      });
      return z.NEVER;
    }),
  PDF_POOL_SIZE: z.coerce.number().int().min(1).max(16).default(2),
  PDF_MEMORY_MB: z.coerce.number().int().min(100).max(65_536).default(1024),
  PUBLIC_URL: z
    .string()
    .url()
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
});

/** The server's settings, read once from the environment. */
export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; SQLite under `dataDir` when absent. */
  databaseUrl: string | undefined;
  /** Addresses (IPs or CIDRs, comma-separated) of proxies whose X-Forwarded-For names the client; none when unset. */
  trustProxy: string | undefined;
  /** Redis linking several server processes' hubs; one process alone without it. */
  redisUrl: string | undefined;
  dataDir: string;
  tokenTtlMinutes: number;
  /** How long a token of an embedded session lives: its host's token provider renews it before then. */
  embedTokenTtlSeconds: number;
  /** How long the token a refresh replaced stays good. */
  tokenRefreshGraceSeconds: number;
  tokenSecret: string;
  /** One active session per user: a new sign-in ends the older ones. */
  singleSession: boolean;
  allowedOrigins: string[];
  webLogApiKey: string;
  shellDir: string;
  /** The page runtime's files (`@fieldkit/elements`'s dist), served under `/runtime/{version}/`. */
  runtimeDir: string;
  logLevel: string;
  /** Sign-in attempts per username and address a minute (ten times that per address). */
  signInAttemptsPerMinute: number;
  /** What one connection or one user may ask of the hubs (HUB_CALLS_IN_FLIGHT, HUB_CALLS_PER_SECOND, ...). */
  hubLimits: HubLimits;
  /** What one user may upload (UPLOADS_PER_MINUTE, UPLOAD_BYTES_PER_DAY). */
  uploadLimits: UploadLimits;
  version: string;
  production: boolean;
  /** The SMS provider's auth token that signs its webhook calls; inbound SMS is off without it. */
  smsWebhookAuthToken: string | undefined;
  /** How often the app asks the unread SMS and e-mail counts (`config.json`'s `smsEmailPollMs`). */
  smsEmailPollMs: number;
  /** How long a video call rings before it counts as missed. */
  videoRingTimeoutMs: number;
  /** STUN and TURN servers for video calls (`config.json`'s `iceServers`). */
  iceServers: RuntimeConfig['iceServers'];
  /** The port of the inbound SMTP receiver (0: any free one); off when unset. */
  inboundSmtpPort: number | undefined;
  /** The largest inbound mail taken (552 past it). */
  inboundMailMaxBytes: number;
  /** Longest the parsing of one inbound mail may take (on a worker thread); past it the sender is told to retry (451). */
  inboundMailParseMs: number;
  /**
   * The DNS servers an inbound mail's DKIM signing key is looked up with (`host` or `host:port`); the system's when
   * undefined.
   */
  inboundMailDnsServers: string[] | undefined;
  /** Inbound SMTP connections at once, in all and from one address (a connection past either is turned away). */
  inboundSmtpClients: { max: number; perAddress: number };
  /** The rates and daily quotas of sending SMS and job e-mails, per user and per company. */
  outboundLimits: OutboundLimitsByChannel;
  /**
   * Longest a client may take to send a whole HTTP request, headers and body: a body trickled in is cut off there
   * (Node's `requestTimeout`).
   */
  requestTimeoutMs: number;
  /**
   * Open HTTP connections (hub sockets included) from one address at most, 0 for no cap: one more is closed at once.
   * Behind a reverse proxy every connection comes from the proxy: set 0 there, and cap per client at the proxy.
   */
  connectionsPerAddress: number;
  /** The image proxy may reach private and local addresses (an intranet's images; off, the default, is safe). */
  imageProxyAllowPrivate: boolean;
  /** The hosts (with port, when not the default) an SMS's media files may be fetched from; none by default. */
  smsMediaHosts: string[];
  /** The address the outside world reaches this server at (behind a proxy), for signed webhooks; its own by default. */
  publicUrl: string | undefined;
  /** The SMTP server the server's own mail goes through (job e-mails); written to `{dataDir}/outbox` when unset. */
  smtpUrl: string | undefined;
  /** The From of the server's own mail. */
  mailFrom: string;
  /** Documents printed to PDF at once (the renderer's pool). */
  /** The waits before each new try to fetch an inbound MMS's media after a failure that may pass. */
  smsMediaRetryDelaysMs: number[];
  pdfPoolSize: number;
  /** The most memory (PSS, MB) the PDF renderer's Chromium may hold; past it, it is restarted between documents. */
  pdfMemoryMb: number;
  /** Twilio's REST API for outbound SMS, when account, token and sender are all set; SMS are queued otherwise. */
  twilio: { accountSid: string; authToken: string; from: string; apiBase: string } | undefined;
}

/** The token secret from the environment, else the one stored in `DATA_DIR/secret` (made on first start). */
function tokenSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads and checks the environment; throws a readable error naming the bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(process.cwd(), e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    dataDir,
    tokenTtlMinutes: e.TOKEN_TTL_MINUTES,
    embedTokenTtlSeconds: e.EMBED_TOKEN_TTL_SECONDS,
    tokenRefreshGraceSeconds: e.TOKEN_REFRESH_GRACE_SECONDS,
    tokenSecret: tokenSecret(dataDir, e.TOKEN_SECRET),
    singleSession: e.SINGLE_SESSION,
    allowedOrigins: e.ALLOWED_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    webLogApiKey: e.WEBLOG_API_KEY,
    shellDir: e.SHELL_DIR ? resolve(process.cwd(), e.SHELL_DIR) : siblingDist('shell'),
    runtimeDir: e.RUNTIME_DIR ? resolve(process.cwd(), e.RUNTIME_DIR) : siblingDist('elements'),
    logLevel: e.LOG_LEVEL,
    signInAttemptsPerMinute: e.SIGN_IN_ATTEMPTS_PER_MINUTE,
    hubLimits: {
      callsInFlight: e.HUB_CALLS_IN_FLIGHT,
      userCallsInFlight: e.HUB_USER_CALLS_IN_FLIGHT,
      callsPerSecond: e.HUB_CALLS_PER_SECOND,
      callBurst: e.HUB_CALL_BURST,
      connectionsPerUser: e.HUB_CONNECTIONS_PER_USER,
    },
    uploadLimits: { uploadsPerMinute: e.UPLOADS_PER_MINUTE, bytesPerDay: e.UPLOAD_BYTES_PER_DAY },
    version: e.APP_VERSION,
    production: e.PRODUCTION,
    smsWebhookAuthToken: e.SMS_WEBHOOK_AUTH_TOKEN,
    publicUrl: e.PUBLIC_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsMediaRetryDelaysMs: e.SMS_MEDIA_RETRY_DELAYS_MS,
    pdfPoolSize: e.PDF_POOL_SIZE,
    pdfMemoryMb: e.PDF_MEMORY_MB,
    smsEmailPollMs: e.SMS_EMAIL_POLL_MS,
    videoRingTimeoutMs: e.VIDEO_RING_TIMEOUT_MS,
    iceServers: e.ICE_SERVERS,
    inboundSmtpPort: e.INBOUND_SMTP_PORT,
    imageProxyAllowPrivate: e.IMAGE_PROXY_ALLOW_PRIVATE,
    inboundMailMaxBytes: e.INBOUND_MAIL_MAX_BYTES,
    inboundMailParseMs: e.INBOUND_MAIL_PARSE_MS,
    inboundMailDnsServers: e.INBOUND_MAIL_DNS_SERVERS?.split(',').map((server) => server.trim()),
    inboundSmtpClients: { max: e.INBOUND_SMTP_MAX_CLIENTS, perAddress: e.INBOUND_SMTP_CLIENTS_PER_ADDRESS },
    outboundLimits: { sms: e.OUTBOUND_SMS_LIMITS, email: e.OUTBOUND_EMAIL_LIMITS },
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    connectionsPerAddress: e.CONNECTIONS_PER_ADDRESS,
    smsMediaHosts: e.SMS_MEDIA_HOSTS.split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            from: e.TWILIO_FROM,
            apiBase: e.TWILIO_API_BASE,
          }
        : undefined,
  };
}
