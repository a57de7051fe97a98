import * as z from 'zod/mini';

/** The services of the product; each has its own base URL in the runtime config (`apiBase`). */
export const serviceNames = [
  'auth',
  'admin',
  'workOrder',
  'chat',
  'attachment',
  'inventory',
  'notification',
] as const;
export type ServiceName = (typeof serviceNames)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint: `token` needs a verified access token, `apiKey` the WebLog ApiKey header,
 * `public` nobody in particular (sign-in).
 */
export type Access = 'token' | 'apiKey' | 'public';

/** A module a login holds rights on (`privileges`), by its id and the name the screens give it. */
export interface ModuleRight {
  id: number;
  name: string;
}

/** The module whose view right opens the admin screens (system settings, other users) and the profile menu's Settings. */
export const SYSTEM_SETTINGS_MODULE: ModuleRight = { id: 101, name: 'Administration Setup System Settings' };

/**
 * What a `token` route needs beyond a live session of the caller's company: the view right on a module. The server
 * checks it before reading the input (403 naming what is missing); docs/api.md lists it. (What depends on the record
 * asked for, as a dashboard's role groups, its route's description says.)
 */
export interface Needs {
  viewRight: ModuleRight;
}

type Schema = z.ZodMiniType;

/** The response schema of a `responseType: 'binary'` endpoint: a Blob (a File, with its name, on the server). */
export const BinaryFile = z.instanceof(Blob);

/**
 * One call of the API, declared once: the typed client, the server's routes and docs/api.md come from it.
 * What the call does is the doc comment above its declaration (docs/api.md reads it from the source; no bundle
 * carries it).
 */
export interface Endpoint<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
> {
  service: ServiceName;
  method: HttpMethod;
  /** Path below the service base, `{name}` for a path parameter, spelled as the spec spells it. */
  path: string;
  access: Access;
  params?: P;
  query?: Q;
  body?: B;
  /** `multipart` bodies are validated field by field by the route itself. */
  bodyType?: 'json' | 'multipart';
  /** `binary` responses are files: the typed client returns a Blob, the server sends the bytes with a file name. */
  responseType?: 'json' | 'binary';
  response: R;
  /**
   * Fields (in params, query or body) that must name the caller's own login; any field named
   * `companyId`/`CompanyId` must always name the caller's company. Anything else is answered 403.
   */
  ownLogin?: readonly string[];
  /** What the caller needs beyond a signed-in session of the company; every signed-in user may call it when absent. */
  needs?: Needs;
}

/** Declares an endpoint keeping its schema types. */
export function endpoint<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema = Schema,
>(e: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return e;
}

type Infer<S> = S extends Schema ? z.infer<S> : never;
type InputOf<S> = S extends Schema ? z.input<S> : never;

type Part<S> = Exclude<S, undefined>;

/** What a typed client call takes: only the parts the endpoint declares. */
export type CallInput<E extends Endpoint> = ([Part<E['params']>] extends [never]
  ? unknown
  : { params: InputOf<Part<E['params']>> }) &
  ([Part<E['query']>] extends [never] ? unknown : { query: InputOf<Part<E['query']>> }) &
  ([Part<E['body']>] extends [never] ? unknown : { body: InputOf<Part<E['body']>> });

export type CallResult<E extends Endpoint> = Infer<E['response']>;
export type ParamsOf<E extends Endpoint> = Infer<Part<E['params']>>;
export type BodyOf<E extends Endpoint> = Infer<Part<E['body']>>;
export type QueryOf<E extends Endpoint> = Infer<Part<E['query']>>;

/** A group of endpoints under one name (`client.auth.signIn`). */
export type EndpointGroup = Record<string, Endpoint>;

/** Fills `{name}` segments with URL-encoded values. */
export function fillPath(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null)
      throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** Names of the `{name}` segments of a template, in order. */
export function pathParamNames(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}
