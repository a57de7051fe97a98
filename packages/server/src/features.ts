import type { FastifyBaseLogger } from 'fastify';
import { type ChatHub, registerChatHub } from './chat/hub';
import { chatUser } from './chat/store';
import type { ServerConfig } from './config';
import type { Store } from './db/connect';
import type { HubRegistry } from './hubs/registry';
import { type Notes, registerNotesHub } from './notes/hub';
import { uploadsDir } from './storage/uploads';
import type { MissedCall, VideoCalls } from './video/calls';
import { registerVideoHub } from './video/hub';

/** The real-time features' services, made once by the server and passed to whatever calls them. */
export interface Features {
  chat: ChatHub;
  notes: Notes;
  video: VideoCalls;
}

/**
 * Registers every real-time feature's hub on `hubs` and returns their services; what one feature does on another's
 * news is declared here, where both are in sight.
 */
export function registerFeatures(
  hubs: HubRegistry,
  store: Store,
  config: ServerConfig,
  log: FastifyBaseLogger,
): Features {
  const chat = registerChatHub(hubs, store.db, { uploadsRoot: uploadsDir(config.dataDir) });
  const notes = registerNotesHub(hubs, store.db, store.dialect);
  const video = registerVideoHub(hubs, store.db, {
    ringTimeoutMs: config.videoRingTimeoutMs,
    log,
    missed: missedCallInChat(chat, store),
  });
  return { chat, notes, video };
}

/** A missed call leaves a line in the two people's chat conversation, once per room and person rung. */
function missedCallInChat(chat: ChatHub, store: Store): MissedCall {
  return async ({ roomName }, from, to) => {
    const caller = await chatUser(store.db, from);
    if (caller)
      await chat.notice(caller, to, 'missedVideoCall', 'Missed video call', `missed-call-${roomName}-${to}`);
  };
}
