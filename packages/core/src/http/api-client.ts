import {
  type CallInput,
  type CallResult,
  type Endpoint,
  type EndpointGroup,
  fillPath,
} from '../contract/define';
import { type PlatformContract, platformContract } from '../contract/platform';
import type { HttpClient } from './http-client';

/** Per-call extras: headers (an explicit Authorization is kept) and an abort signal. */
export interface CallOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** What a call takes: only the parts (params, query, body) its endpoint declares. */
export type CallArgs<E extends Endpoint> = CallInput<E>;

/** One typed call: takes only the parts (params, query, body) its endpoint declares. */
export type ApiCall<E extends Endpoint> = keyof CallArgs<E> extends never
  ? (input?: CallOptions) => Promise<CallResult<E>>
  : (input: CallArgs<E> & CallOptions) => Promise<CallResult<E>>;

/** The typed client of a contract: `api.company.getCompanyDetails({ params: { companyId } })`. */
export type ApiClient<C extends Record<string, EndpointGroup> = PlatformContract> = {
  [G in keyof C]: { [K in keyof C[G]]: C[G][K] extends Endpoint ? ApiCall<C[G][K]> : never };
};

/** Raised when a response does not match its endpoint's response schema. */
export class ApiResponseError extends Error {
  override name = 'ApiResponseError';
  constructor(
    readonly endpoint: string,
    readonly issues: readonly { path: readonly PropertyKey[]; message: string }[],
  ) {
    super(
      `Unexpected response from ${endpoint}: ${issues
        .slice(0, 5)
        .map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`)
        .join('; ')}`,
    );
  }
}

type RawInput = CallOptions & {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
};

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A multipart body object as FormData: arrays repeat their field, Blobs are file parts, objects are JSON fields. */
function formDataOf(body: Record<string, unknown>): FormData {
  const form = new FormData();
  const append = (name: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : name);
    else if (typeof value === 'object') form.append(name, JSON.stringify(value));
    else form.append(name, String(value));
  };
  for (const [name, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) append(name, item);
  }
  return form;
}

function createCall(http: HttpClient, endpoint: Endpoint) {
  return async (input: RawInput = {}): Promise<unknown> => {
    const base = http.config.apiBase[endpoint.service];
    const url = `${base}${fillPath(endpoint.path, input.params)}${queryString(input.query)}`;
    const binary = endpoint.responseType === 'binary';
    const headers: Record<string, string> = { Accept: binary ? '*/*' : 'application/json', ...input.headers };
    let body: BodyInit | undefined;
    if (input.body instanceof FormData) {
      body = input.body;
    } else if (endpoint.bodyType === 'multipart' && typeof input.body === 'object' && input.body !== null) {
      body = formDataOf(input.body as Record<string, unknown>);
    } else if (input.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(input.body);
    }
    const response = await http.request(url, {
      method: endpoint.method,
      headers,
      ...(body !== undefined ? { body } : {}),
      ...(input.signal ? { signal: input.signal } : {}),
    });
    if (binary) return response.blob();
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      throw new ApiResponseError(`${endpoint.method} ${endpoint.path}`, [
        { path: [], message: 'the body is not JSON' },
      ]);
    }
    const result = endpoint.response.safeParse(json);
    if (!result.success)
      throw new ApiResponseError(`${endpoint.method} ${endpoint.path}`, result.error.issues);
    return result.data;
  };
}

/** Generates the typed client of a set of endpoint groups (the platform's unless others are given). */
export function createApiClient<C extends Record<string, EndpointGroup> = PlatformContract>(
  http: HttpClient,
  definition: C = platformContract as unknown as C,
): ApiClient<C> {
  const client: Record<string, Record<string, unknown>> = {};
  for (const [groupName, group] of Object.entries(definition)) {
    const calls: Record<string, unknown> = {};
    for (const [name, endpoint] of Object.entries(group)) calls[name] = createCall(http, endpoint);
    client[groupName] = calls;
  }
  return client as ApiClient<C>;
}

/**
 * The same client with `signal` given to every call (a call's own signal wins): a screen hands it to its reads, and
 * leaving the screen aborts whatever is still on its way.
 */
export function withSignal<A extends object>(client: A, signal: AbortSignal): A {
  const bound: Record<string, Record<string, unknown>> = {};
  for (const [groupName, group] of Object.entries(client as Record<string, Record<string, unknown>>)) {
    const calls: Record<string, unknown> = {};
    for (const [name, call] of Object.entries(group)) {
      calls[name] = (input?: CallOptions) => (call as (input: CallOptions) => unknown)({ signal, ...input });
    }
    bound[groupName] = calls;
  }
  return bound as A;
}
