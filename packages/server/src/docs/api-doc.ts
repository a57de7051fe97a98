import {
  contract,
  type Endpoint,
  HUB_RESYNC_EVENT,
  HUB_SESSION_CLOSES,
  type HubDefinition,
  hubs,
} from '@fieldkit/core/contract';
import * as z from 'zod/mini';
import { routePath } from '../http/route-path';
import { endpointDocs } from './endpoint-docs';

const ACCESS: Record<Endpoint['access'], string> = {
  token: 'signed in (`Authorization: Bearer <token>`)',
  apiKey: '`ApiKey` header (the WebLog key of the runtime config)',
  public: 'anyone',
};

function schemaBlock(title: string, schema: z.ZodMiniType, io: 'input' | 'output'): string {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
  return `${title}:\n\n\`\`\`json\n${JSON.stringify(json, null, 2)}\n\`\`\`\n`;
}

function endpointSection(group: string, name: string, e: Endpoint, summary: string): string {
  const lines = [
    `### ${e.method} \`${routePath(e).replace(/:(\w+)/g, '{$1}')}\``,
    '',
    `\`${group}.${name}\`: ${summary}`,
    '',
    `- Access: ${ACCESS[e.access]}`,
  ];
  if (e.needs)
    lines.push(
      `- Needs: the view right on ${e.needs.viewRight.name} (module ${e.needs.viewRight.id}); 403 otherwise`,
    );
  if (e.ownLogin?.length)
    lines.push(`- Must name the caller's own login: ${e.ownLogin.map((f) => `\`${f}\``).join(', ')}`);
  lines.push('');
  if (e.params) lines.push(schemaBlock('Path parameters', e.params, 'input'));
  if (e.query) lines.push(schemaBlock('Query', e.query, 'input'));
  if (e.body) lines.push(schemaBlock(`Body (${e.bodyType ?? 'json'})`, e.body, 'input'));
  lines.push(schemaBlock('Response', e.response, 'output'));
  return lines.join('\n');
}

/** docs/api.md, generated from the contract: every endpoint with its schemas, then the hubs. */
export function renderApiDoc(): string {
  const parts = [
    '# Fieldkit API',
    '',
    'Generated from `@fieldkit/core/contract` by `pnpm docs:api`; do not edit by hand (a test fails when it is out of date).',
    '',
    'Every service lives under `/api/{service}/` on the reference server (the runtime config `config.json` names each',
    'base). Errors answer JSON `{ statusCode, error, message }`: 400 for bad input (the message names the field), 401',
    'without a valid token or ApiKey, 403 when a request names another company or login, 404 for unknown routes, 413',
    'for bodies over 1 MB, 415 for unsupported content types, 429 for too many sign-in attempts.',
    '',
  ];
  const docs = endpointDocs();
  for (const [group, endpoints] of Object.entries(contract)) {
    parts.push(`## ${group}`, '');
    for (const [name, e] of Object.entries(endpoints as Record<string, Endpoint>)) {
      const summary = docs.get(`${group}.${name}`);
      if (!summary)
        throw new Error(`${group}.${name} has no doc comment in the contract: say what the call does.`);
      parts.push(endpointSection(group, name, e, summary));
    }
  }
  parts.push(
    '## Hubs',
    '',
    'SignalR JSON hub protocol over WebSockets on the same port. The access token comes as `Authorization: Bearer`',
    'or `?access_token=` and is checked before the upgrade (401 otherwise). `POST {hub}/negotiate?negotiateVersion=1`',
    'is answered for clients that negotiate; WebSockets is the only transport. The server pings every 10 s and drops',
    'a client silent for 30 s. A session ended by a newer sign-in gets',
    `\`{"type":7,"error":"${HUB_SESSION_CLOSES.signedInElsewhere}","allowReconnect":false}\`, one revoked or expired`,
    `\`"${HUB_SESSION_CLOSES.sessionEnded}"\` (core's hubs take either as a 401: the notice, then the sign-out); a`,
    'server shutdown sends `allowReconnect: true`. Every hub may push',
    `\`{"type":1,"target":"${HUB_RESYNC_EVENT}","arguments":[]}\` when pushes to the open connection may have been lost`,
    "(the process's link to the other processes was cut): the connection stays open, and the client fetches what it",
    'missed from storage, as after a reconnect.',
    '',
  );
  for (const [name, hub] of Object.entries(hubs)) {
    parts.push(`### \`${hub.path}\` (${name})`, '');
    for (const [method, [args, result]] of Object.entries(hub.methods as HubDefinition['methods'])) {
      parts.push(`#### Server method \`${method}\` (invoke or send)`, '');
      parts.push(schemaBlock('Arguments', args, 'input'), schemaBlock('Answer to invoke', result, 'output'));
    }
    for (const [event, args] of Object.entries(hub.events as HubDefinition['events'])) {
      parts.push(`#### Client event \`${event}\` (pushed by the server)`, '');
      parts.push(schemaBlock('Arguments', args, 'output'));
    }
  }
  return `${parts.join('\n').trimEnd()}\n`;
}
