import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import type { ServerConfig } from '../config';
import { limitedHttpServer } from './connection-limits';
import { errorBody, HttpError } from './errors';
import { REDACT_PATHS, serializeRequest } from './redact';

const BODY_LIMIT = 1_048_576;

/**
 * The Fastify app of a server: its HTTP server limited per address and by time, its log redacted, and every error
 * answered with the same JSON body (a 5xx the server did not choose says nothing of why).
 */
export function createApp(config: ServerConfig, logStream?: { write(line: string): void }): FastifyInstance {
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    serverFactory: (handler) =>
      limitedHttpServer(handler, {
        requestTimeoutMs: config.requestTimeoutMs,
        perAddress: config.connectionsPerAddress,
      }),
    // Behind a load balancer the client's address (which the sign-in and WebLog limits count by) is in its header.
    trustProxy: config.trustProxy ?? false,
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
      serializers: {
        req: serializeRequest,
      },
      ...(logStream ? { stream: logStream } : {}),
    },
    // Malformed URLs and the like are the client's fault: a 400 with the same JSON body as every other error.
    frameworkErrors: (error, _request, reply) => {
      (reply as unknown as FastifyReply).code(400).send(errorBody(400, error.message));
    },
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    // A 5xx the server chose to answer (an upstream provider failed: 502) says why; any other stays unsaid.
    const intended = error instanceof HttpError;
    if (status >= 500 && !intended) request.log.error({ err: error }, 'request failed');
    reply
      .code(status)
      .send(errorBody(status, status >= 500 && !intended ? 'Internal server error.' : error.message));
  });
  return app;
}
