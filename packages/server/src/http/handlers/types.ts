import type { BodyOf, CallResult, Contract, Endpoint, ParamsOf, QueryOf } from '@fieldkit/core/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AttemptCounter } from '../../auth/rate-limit';
import type { Caller, Sessions } from '../../auth/sessions';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/schema';
import type { Features } from '../../features';
import type { JobPdfPrinter } from '../../features/job-print/render-pdf';
import type { OutboundQuotas } from '../../limits/outbound-quotas';
import type { OutboundMailer } from '../../mail/outbound';
import { HttpError } from '../errors';

/** What every handler can reach. */
export interface HandlerDeps {
  db: Db;
  sessions: Sessions;
  /** The real-time features' services (chat, notes, video calls). */
  features: Features;
  config: ServerConfig;
  signInLimiter: AttemptCounter;
  /** WebLog entries per address: its ApiKey is public (it is in config.json), so volume is what is limited. */
  webLogLimiter: AttemptCounter;
  /** `SignImageUrls` calls per user: each signed address can make the server fetch from anywhere. */
  imageUrlLimiter: AttemptCounter;
  /** Where the outside world reaches this server (PUBLIC_URL, else the address it listens on), without a final slash. */
  publicUrl: () => string;
  /** The server's one PDF printer (its browser launched at the first printout). */
  printer: JobPdfPrinter;
  /** The server's own mail (job e-mails). */
  mailer: () => OutboundMailer;
  /** The per-user and per-company rates and daily quotas of SMS and job e-mails. */
  outboundQuotas: OutboundQuotas;
}

/** A validated request as a handler sees it. */
export interface HandlerInput<E extends Endpoint> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** The verified caller; always set on `token` routes. */
  caller: Caller | null;
  ip: string;
  /** The request's `Origin` header: the page's origin for a browser's cross-origin call, absent otherwise. */
  origin: string | undefined;
  log: FastifyBaseLogger;
}

/** Serves one endpoint of the contract. */
export type Handler<E extends Endpoint> = (
  input: HandlerInput<E>,
  deps: HandlerDeps,
) => Promise<CallResult<E>>;

/** One handler per endpoint of a contract group. */
export type GroupHandlers<G extends Record<string, Endpoint>> = { [K in keyof G]: Handler<G[K]> };

/** Handlers for every endpoint of the contract; a missing one is a type error. */
export type ContractHandlers = { [G in keyof Contract]: GroupHandlers<Contract[G]> };

/** The caller of a `token` route (the route layer has verified it already). */
export function signedIn(caller: Caller | null): Caller {
  if (!caller) throw new HttpError(401, 'A valid access token is required.');
  return caller;
}
