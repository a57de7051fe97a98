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
      // Subscribed on the subscriber's current connection; `cutOff` once a link was lost or never made, so that the
      // next link reports a gap (the others' pushes meanwhile never reached this process).
      let subscribed = false;
      let cutOff = false;
      // The subscribe under way, shared by the 'ready' that starts it and the start that waits for it.
      let linking: Promise<void> | null = null;
      const link = () => {
        linking ??= subscribe().finally(() => {
          linking = null;
        });
        return linking;
      };
      const subscribe = () =>
        subscriber.subscribe(FANOUT_CHANNEL).then(
          () => {
            subscribed = true;
            if (!cutOff) return;
            cutOff = false;
            // Answered after ioredis's own resubscribe: every push published from now on reaches this process, so a
            // resync from storage started now misses nothing.
            log.warn('redis link back after a gap: hub clients resync');
            listener.gap();
          },
          // Cut again: the next 'ready' tries again.
          (err: unknown) => log.warn({ err }, 'redis subscribe failed'),
        );
      subscriber.on('close', () => {
        if (subscribed) cutOff = true;
        subscribed = false;
      });
      subscriber.on('ready', () => {
        if (!subscribed) void link();
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
      try {
        await Promise.all([publisher.connect(), subscriber.connect()]);
      } catch (err) {
        // Redis is down: this process serves alone meanwhile (ioredis keeps trying), and joins the others with a
        // resync of its clients once the link is made.
        cutOff = true;
        log.warn({ err }, 'redis unreachable at start: serving alone until it is back');
        return;
      }
      // The 'ready' during the connect started the subscribe: wait for that one rather than send a second.
      if (!subscribed) await link();
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
