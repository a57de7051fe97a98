import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Caller } from '../auth/sessions';
import { type Sessions, SIGNED_IN_ELSEWHERE } from '../auth/sessions';
import type { ServerConfig } from '../config';
import { registerEchoHub } from './echo';
import { noFanout } from './fanout';
import { redisFanout } from './redis-fanout';
import { DEFAULT_HUB_TIMING, HubRegistry, type HubTiming } from './registry';
import { type HubGate, installHubGate } from './upgrade';

/** A server's hubs: the registry, the gate its WebSocket upgrades come through, and how a token is verified. */
export interface ServerHubs {
  hubs: HubRegistry;
  gate: HubGate;
  authenticate: (token: string | undefined) => Promise<Caller | null>;
}

/**
 * The hub registry of a server on `app`, with the contract's diagnostics hub: its pushes fanned out through Redis
 * when there is one, a session's connections closed when the session ends, each connection's token verified at
 * upgrade.
 */
export function createServerHubs(
  app: FastifyInstance,
  sessions: Sessions,
  config: ServerConfig,
  timing: HubTiming | undefined,
  limitsRedis: Redis | undefined,
): ServerHubs {
  const hubs = new HubRegistry(
    app.log,
    timing ?? DEFAULT_HUB_TIMING,
    (ids) => sessions.ended(ids),
    config.hubLimits,
    config.redisUrl ? redisFanout(config.redisUrl, app.log) : noFanout,
    limitsRedis,
  );
  registerEchoHub(hubs);
  sessions.onRevoked(({ sessionId, reason, allowReconnect }) => {
    hubs.closeSession(
      sessionId,
      reason === SIGNED_IN_ELSEWHERE ? SIGNED_IN_ELSEWHERE : reason,
      allowReconnect,
    );
  });
  const authenticate = (token: string | undefined) => sessions.authenticate(token);
  return { hubs, authenticate, gate: installHubGate(app.server, hubs, authenticate, app.log) };
}
