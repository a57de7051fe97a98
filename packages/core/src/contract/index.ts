import { auth } from './auth';
import { chat } from './chat';
import { company } from './company';
import type { EndpointGroup } from './define';
import { log } from './log';
import { shell } from './shell';
import { workOrder } from './workorder';

export * from './chat';
export * from './chat-entities';
export * from './define';
export * from './entities';
export { type HubDefinition, hubs } from './hubs';
export { WebLogEntry } from './log';
export * from './runtime-config';
export * from './shell';
export * from './workorder';

/**
 * The platform's calls (session, company, log): what `createFieldkit` builds its `api` from. Feature packages build
 * clients of their own groups (`createApiClient(http, { chat })`), so a page only ships the calls it uses.
 */
export const platformContract = { auth, company, log } satisfies Record<string, EndpointGroup>;
export type PlatformContract = typeof platformContract;

/** Every call of the API, grouped as the typed clients expose them; the server routes and documents all of them. */
export const contract = { ...platformContract, chat, shell, workOrder } satisfies Record<
  string,
  EndpointGroup
>;
export type Contract = typeof contract;
