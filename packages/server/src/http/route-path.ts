import type { Endpoint } from '@fieldkit/core/contract';

/** `/api/{service}/{path}` with `{x}` turned into Fastify's `:x`. */
export function routePath(endpoint: Endpoint): string {
  return `/api/${endpoint.service}/${endpoint.path.replace(/\{(\w+)\}/g, ':$1')}`;
}
