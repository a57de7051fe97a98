import { auth } from './auth';
import { company } from './company';
import type { EndpointGroup } from './define';

/**
 * The platform's calls (session, company): what `createFieldkit` builds its `api` from (the WebLog call is posted
 * by the HTTP client itself, outside its own policies). Feature packages build
 * clients of their own groups (`createApiClient(http, { chat })`), and the core entry imports this module, never the
 * whole contract, so a page only ships the calls it uses.
 */
export const platformContract = { auth, company } satisfies Record<string, EndpointGroup>;
export type PlatformContract = typeof platformContract;
