import { auth } from './auth';
import { company } from './company';
import type { EndpointGroup } from './define';
import { log } from './log';

export * from './define';
export * from './entities';
export { type HubDefinition, hubs } from './hubs';
export { WebLogEntry } from './log';
export * from './runtime-config';

/** Every call of the API, grouped as the typed client exposes them (`client.company.getSystemSettings`). */
export const contract = { auth, company, log } satisfies Record<string, EndpointGroup>;
export type Contract = typeof contract;
