import { auth } from './auth';
import { company } from './company';
import type { EndpointGroup } from './define';
import { log } from './log';

/**
 * The platform's calls (session, company, log): what `createFieldkit` builds its `api` from. Feature packages build
 * clients of their own groups (`createApiClient(http, { chat })`), and the core entry imports this module, never the
 * whole contract, so a page only ships the calls it uses.
 */
export const platformContract = { auth, company, log } satisfies Record<string, EndpointGroup>;
export type PlatformContract = typeof platformContract;
