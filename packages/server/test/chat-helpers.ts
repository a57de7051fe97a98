import { randomUUID } from 'node:crypto';
import { HUB_RESYNC_EVENT, hubs } from '@fieldkit/core/contract';
import { type HubConnection, HubConnectionState } from '@microsoft/signalr';
import { expect } from 'vitest';
import { signIn } from './helpers';
import { hubClient } from './hub-client';

/** A connected chat hub client that records every push by event name. */
export interface ChatClient {
  hub: HubConnection;
  seen: Record<string, unknown[][]>;
  /**
   * Resolves with the arguments of the next push of `event` matching `match` (already seen ones count), within 10 s
   * unless told: a push is meant to come at once, and a clean run with the suites side by side can take seconds.
   */
  next(event: string, match?: (args: unknown[]) => boolean, timeoutMs?: number): Promise<unknown[]>;
}

// The server's resync request too, which any hub may push.
const EVENTS = [...Object.keys(hubs.chat.events), HUB_RESYNC_EVENT];

/** Connects to /hubs/chat with a token and records the pushes. */
export function chatClient(base: string, token: string): Promise<ChatClient> {
  return recordingClient(`${base}/hubs/chat`, token, EVENTS);
}

/** `username` signed in to the server at `base` with a chat client once it is connected, put in `opened` to stop. */
export async function connectedChat(
  base: string,
  username: string,
  opened: ChatClient[],
): Promise<ChatClient> {
  const client = await chatClient(base, (await signIn(base, username)).access_token);
  opened.push(client);
  await expect.poll(() => client.hub.state).toBe(HubConnectionState.Connected);
  return client;
}

/** Connects to a hub with a token and records the pushes of `events`. */
export async function recordingClient(url: string, token: string, events: string[]): Promise<ChatClient> {
  const hub = hubClient(url, () => token);
  const seen: Record<string, unknown[][]> = {};
  const waiters: { event: string; match: (a: unknown[]) => boolean; resolve: (a: unknown[]) => void }[] = [];
  for (const event of events) {
    seen[event] = [];
    hub.on(event, (...args: unknown[]) => {
      seen[event]!.push(args);
      for (const w of [...waiters]) {
        if (w.event === event && w.match(args)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(args);
        }
      }
    });
  }
  await hub.start();
  return {
    hub,
    seen,
    next(event, match = () => true, timeoutMs = 10_000) {
      const already = seen[event]?.find(match);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`No ${event} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          event,
          match,
          resolve: (a) => {
            clearTimeout(timer);
            resolve(a);
          },
        });
      });
    },
  };
}

/** An outgoing message of the contract with a fresh client id. */
export function outgoing(
  from: number,
  to: number,
  text: string,
  companyId = 2,
  clientMessageId = randomUUID(),
) {
  return {
    FromUserId: from,
    ToUserId: to,
    CompanyId: companyId,
    FromUserTypeId: 1 as const,
    ToUserTypeId: 1,
    ChatMessage: text,
    IsAttachmentExists: false,
    ClientMessageId: clientMessageId,
  };
}

/** Waits a little for pushes that must not come. */
export const settle = (ms = 250) => new Promise((r) => setTimeout(r, ms));
