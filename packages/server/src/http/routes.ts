import { timingSafeEqual } from 'node:crypto';
import { join } from 'node:path';
import { contract, type Endpoint } from '@fieldkit/core/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller } from '../auth/sessions';
import { bearerToken } from '../auth/token';
import { uploadsDir } from '../storage/uploads';
import { sendBinary } from './binary-reply';
import { HttpError } from './errors';
import { handlers } from './handlers/index';
import { requireNeeds } from './handlers/rights';
import type { Handler, HandlerDeps } from './handlers/types';
import { readMultipart, registerMultipart } from './multipart';
import { routePath } from './route-path';
import { type RequestInput, tenantViolation } from './tenant-guard';
import { UploadGate } from './upload-limits';
import { parsePart } from './validation';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
    input: RequestInput | null;
  }
  interface FastifyContextConfig {
    endpoint?: Endpoint;
    endpointName?: string;
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function endpointOf(request: FastifyRequest): Endpoint {
  const endpoint = request.routeOptions.config.endpoint;
  if (!endpoint) throw new Error('Route without an endpoint');
  return endpoint;
}

/**
 * Registers one route per endpoint of the contract, each checked in the same order: access, rights, input, tenant.
 */
export function registerContractRoutes(app: FastifyInstance, deps: HandlerDeps): void {
  app.decorateRequest('caller', null);
  app.decorateRequest('input', null);
  const incomingDir = registerMultipart(app, join(uploadsDir(deps.config.dataDir), '.incoming'));
  const uploads = new UploadGate(deps.config.uploadLimits);
  const pruning = setInterval(() => uploads.prune(), 60_000);
  pruning.unref();
  app.addHook('onClose', async () => clearInterval(pruning));

  /**
   * A multipart body, read only after its sender passed the upload limits (checked on the token and the declared
   * length before any byte of a file is read), each file streamed to disk and its bytes counted as they come.
   */
  function readUpload(request: FastifyRequest): Promise<Record<string, unknown>> {
    const caller = request.caller;
    if (!caller) throw new HttpError(401, 'A valid access token is required.');
    const length = Number(request.headers['content-length']);
    uploads.admit(caller.loginId, Number.isFinite(length) ? length : undefined);
    return readMultipart(request, {
      incomingDir,
      count: (bytes) => uploads.count(caller.loginId, bytes),
    });
  }

  /**
   * Access: a live session for `token` routes, the ApiKey header for `apiKey` routes. A `public` route's caller is
   * whoever a live token it carries names (an embedded session renewing itself), else nobody, never an error.
   */
  async function checkAccess(request: FastifyRequest): Promise<void> {
    const endpoint = endpointOf(request);
    if (endpoint.access === 'public') {
      const token = bearerToken(request.headers.authorization);
      if (token) request.caller = await deps.sessions.authenticate(token);
    } else if (endpoint.access === 'token') {
      request.caller = await deps.sessions.authenticate(bearerToken(request.headers.authorization));
      if (!request.caller) throw new HttpError(401, 'A valid access token is required.');
    } else if (endpoint.access === 'apiKey') {
      const key = request.headers.apikey;
      if (typeof key !== 'string' || !sameSecret(key, deps.config.webLogApiKey)) {
        throw new HttpError(401, 'A valid ApiKey header is required.');
      }
      // A token sent along names who the entry is from; one that is not valid names nobody (and is no error).
      const token = bearerToken(request.headers.authorization);
      if (token) request.caller = await deps.sessions.authenticate(token);
    }
  }

  /** Rights: what the endpoint declares it needs beyond a session (403 naming it), before any input is read. */
  async function checkNeeds(request: FastifyRequest): Promise<void> {
    const { needs } = endpointOf(request);
    if (needs && request.caller) await requireNeeds(deps.db, request.caller, needs);
  }

  /** Input: params, query and body through the endpoint's schemas (400 naming the field). */
  async function validate(request: FastifyRequest): Promise<void> {
    const endpoint = endpointOf(request);
    request.input = {
      params: endpoint.params ? parsePart(endpoint.params, request.params, 'params') : undefined,
      query: endpoint.query ? parsePart(endpoint.query, request.query, 'query') : undefined,
      body: endpoint.body
        ? parsePart(
            endpoint.body,
            endpoint.bodyType === 'multipart' ? await readUpload(request) : request.body,
            'body',
          )
        : undefined,
    };
  }

  /** The tenant guard: a request naming another company or login is answered 403 and logged. */
  async function tenantGuard(request: FastifyRequest): Promise<void> {
    const caller = request.caller;
    // Only a token route acts for its caller; a log entry's own CompanyId is ignored, never refused.
    if (!caller || !request.input || endpointOf(request).access !== 'token') return;
    const field = tenantViolation(endpointOf(request), caller, request.input);
    if (field) {
      request.log.warn(
        {
          route: request.routeOptions.config.endpointName,
          url: request.routeOptions.url,
          field,
          caller: { loginId: caller.loginId, companyId: caller.companyId },
        },
        'tenant guard: request names another company or login',
      );
      throw new HttpError(403, `${field} names a company or login other than the caller's.`);
    }
  }

  for (const [groupName, group] of Object.entries(contract)) {
    const groupHandlers = handlers[groupName as keyof typeof handlers] as Record<string, Handler<Endpoint>>;
    for (const [name, endpoint] of Object.entries(group as Record<string, Endpoint>)) {
      const handler = groupHandlers[name];
      if (!handler) throw new Error(`No handler for ${groupName}.${name}`);
      app.route({
        method: endpoint.method,
        url: routePath(endpoint),
        config: { endpoint, endpointName: `${groupName}.${name}` },
        onRequest: checkAccess,
        preHandler: [checkNeeds, validate, tenantGuard],
        handler: async (request, reply) => {
          const input = request.input!;
          const result = await handler(
            {
              params: input.params as never,
              query: input.query as never,
              body: input.body as never,
              caller: request.caller,
              ip: request.ip,
              origin: request.headers.origin,
              log: request.log,
            },
            deps,
          );
          return endpoint.responseType === 'binary' ? sendBinary(reply, result as Blob) : result;
        },
      });
    }
  }
}
