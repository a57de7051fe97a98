import { chat } from './chat';
import type { EndpointGroup } from './define';
import { embedKeys } from './embed-keys';
import { jobEmail } from './job-email';
import { jobPrint } from './job-print';
import { log } from './log';
import { platformContract } from './platform';
import { serviceNotes } from './service-notes';
import { shell } from './shell';
import { sms } from './sms';
import { video } from './video';
import { workOrder } from './workorder';

export * from './chat';
export * from './chat-entities';
export * from './chat-realtime';
export * from './define';
export * from './define-hub';
export * from './embed-keys';
export * from './entities';
export { HUB_REFUSALS, HUB_SESSION_CLOSES, isRefusedForNow, isSessionClose } from './hub-refusals';
export { HUB_RESYNC_EVENT } from './hub-resync';
export { chatHub, echoHub, hubs, notesHub, videoHub } from './hubs';
export * from './job-email';
export * from './job-email-attachment';
export * from './job-print';
export { WebLogEntry } from './log';
export { type PlatformContract, platformContract } from './platform';
export * from './runtime-config';
export * from './service-notes';
export * from './shell';
export * from './sms';
export * from './untrusted-html';
export * from './video';
export * from './video-entities';
export * from './workorder';

/** Every call of the API, grouped as the typed clients expose them; the server routes and documents all of them. */
export const contract = {
  ...platformContract,
  embedKeys,
  log,
  chat,
  shell,
  workOrder,
  serviceNotes,
  sms,
  jobPrint,
  jobEmail,
  video,
} satisfies Record<string, EndpointGroup>;
export type Contract = typeof contract;
