import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Fanout, FanoutListener, FanoutMessage } from './fanout';

/** The one channel every process publishes to and listens on. */
export const FANOUT_CHANNEL = 'fieldkit:hubs';

interface Envelope {
  origin: string;
  message: FanoutMessage;
}

/**
 * The processes linked through Redis pub/sub: one connection publishes (in order), one listens. Redis keeps nothing:
 * a listener that was cut off (Redis restarted, the network dropped) cannot know what it missed, so it reports a gap
 * when it is back and the registry has its clients resync from storage.
 */
export function redisFanout(url: string, log: FastifyBaseLogger): Fanout {
  const processId = randomUUID();
  const options = {
    lazyConnect: true,
    maxRetriesPerRequest: null,
    retryStrategy: (n: number) => Math.min(n * 100, 1000),
  };
  // The publishes of one tick go out in one write (a company's push is one publish per process, a burst many).
  const publisher = new Redis(url, { ...options, enableAutoPipelining: true });
  const subscriber = new Redis(url, options);
  for (const [name, client] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const)
    client.on('error', (err: Error) => log.warn({ err, redis: name }, 'redis link error'));

  return {
    processId,
    async start(listener: FanoutListener) {
      let cutOff = false;
      subscriber.on('close', () => {
        cutOff = true;
      });
      subscriber.on('ready', () => {
        if (!cutOff) return;
        cutOff = false;
        // ioredis subscribes again on its own; this subscribe is answered after that one, so once it is, every push
        // published from then on reaches this process and a resync from storage started now misses nothing.
        subscriber.subscribe(FANOUT_CHANNEL).then(
          () => {
            log.warn('redis link back after a gap: hub clients resync');
            listener.gap();
          },
          // Cut again: the next 'ready' tries again.
          (err: unknown) => log.warn({ err }, 'redis subscribe after a gap failed'),
        );
      });
      subscriber.on('message', (_channel: string, text: string) => {
        let envelope: Envelope;
        try {
          envelope = JSON.parse(text) as Envelope;
        } catch {
          return;
        }
        if (envelope.origin !== processId) listener.deliver(envelope.message);
      });
      await Promise.all([publisher.connect(), subscriber.connect()]);
      // ioredis subscribes again by itself after a reconnect.
      await subscriber.subscribe(FANOUT_CHANNEL);
    },
    publish(message) {
      const envelope: Envelope = { origin: processId, message };
      publisher.publish(FANOUT_CHANNEL, JSON.stringify(envelope)).catch((err: unknown) => {
        log.warn({ err }, 'redis publish failed');
      });
    },
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
