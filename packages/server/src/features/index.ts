import { ALERT_TYPE } from '@fieldkit/core/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Store } from '../db/connect';
import type { Db } from '../db/schema';
import type { HubRegistry } from '../hubs/registry';
import { uploadsDir } from '../storage/uploads';
import { type ChatHub, registerChatHub } from './chat/hub';
import { chatUser } from './chat/store';
import { settleInterruptedEmails } from './job-print/email-once';
import { type Notes, registerNotesHub } from './notes/hub';
import { type InboundSmtp, startInboundSmtp } from './sms/email/inbound-smtp';
import { registerImageProxy } from './sms/image-proxy-route';
import { settleInterruptedReplies } from './sms/outbound';
import { registerSmsPhotos } from './sms/outbound-photo';
import { registerSmsWebhook } from './sms/webhook';
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

/**
 * Registers the routes of features outside the contract: the SMS provider's webhook, the image proxy of the e-mails'
 * remote images, and the MMS photos the provider fetches.
 */
export function registerFeatureRoutes(
  app: FastifyInstance,
  store: Store,
  config: ServerConfig,
  features: Features,
): void {
  registerSmsWebhook(app, {
    db: store.db,
    config,
    stored: (companyId) => features.notes.alertReceived(companyId, ALERT_TYPE.sms),
  });
  registerImageProxy(app, config);
  registerSmsPhotos(app, config);
}

/** Settles the SMS replies and job e-mails left mid-send by a process that stopped. */
export async function settleInterruptedSends(db: Db): Promise<void> {
  await settleInterruptedReplies(db);
  await settleInterruptedEmails(db);
}

/** The inbound e-mail's SMTP receiver (of the SMS and e-mail log), once started: its port, and its close. */
export type InboundMail = InboundSmtp;

/** Starts the SMTP receiver of the e-mails the log shows, when `INBOUND_SMTP_PORT` is set; undefined otherwise. */
export async function startInboundMail(
  db: Db,
  config: ServerConfig,
  log: FastifyBaseLogger,
  features: Features,
): Promise<InboundMail | undefined> {
  return config.inboundSmtpPort === undefined
    ? undefined
    : startInboundSmtp(db, config, log, config.inboundSmtpPort, (companyId) =>
        features.notes.alertReceived(companyId, ALERT_TYPE.email),
      );
}
