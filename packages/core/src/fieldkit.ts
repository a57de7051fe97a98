import { loadRuntimeConfig, parseRuntimeConfig } from './config/load-runtime-config';
import { type Connectivity, type ConnectivityWindow, createConnectivity } from './connectivity/connectivity';
import type { HubDefinition } from './contract/define-hub';
import type { RuntimeConfig, RuntimeConfigInput } from './contract/runtime-config';
import { createEventBus, type EventBus, type FieldkitEvents } from './events/event-bus';
import { type ApiClient, createApiClient } from './http/api-client';
import { createHttpClient, type HttpClient } from './http/http-client';
import { createHub } from './hub/create-hub';
import { hubUrl } from './hub/hub-url';
import { HUB_RECONNECT_DELAYS_MS } from './hub/policy';
import { type TypedHub, typedHub } from './hub/typed-hub';
import { createNoticeStore, type NoticeStore } from './notices/notice-store';
import { createEmbeddedSession, type EmbeddedSession } from './session/embedded-session';
import { createMemoryStorage, defaultStorage, type KeyValueStorage } from './session/key-value-storage';
import { createSessionActions, type SessionActions } from './session/session-actions';
import { createSessionStore, type SessionStore } from './session/session-store';
import type { TokenProvider } from './session/token-provider';

/** Options of `createFieldkit`. */
export interface FieldkitOptions {
  /** The runtime config, parsed or as `config.json` holds it (defaults are filled). */
  config: RuntimeConfig | RuntimeConfigInput;
  fetch?: typeof fetch;
  /** Where the session persists; localStorage in browsers, memory elsewhere. */
  storage?: KeyValueStorage;
  /** Where other tabs' `storage` events arrive: window in browsers (the default where there is one). */
  storageEvents?: Pick<EventTarget, 'addEventListener'>;
  /** Whose online, offline and visibility events the hubs and pollers follow: the page's window by default. */
  window?: ConnectivityWindow;
  /** Modules whose rights `actions.loadSessionData` loads. */
  privilegeModuleIds?: readonly number[];
  /**
   * An embedding host's token provider: the session is then the host's, held in memory, started with `start()`
   * (`connectFieldkit` does it), renewed before it expires and when the server refuses its token, and ended with a
   * `session:ended` event rather than the full app's notice and sign-in page.
   */
  tokenProvider?: TokenProvider;
}

/** Everything a Fieldkit app or widget needs, in one object (what the ui's `FieldkitProvider` takes). */
export interface Fieldkit {
  readonly config: RuntimeConfig;
  readonly storage: KeyValueStorage;
  readonly session: SessionStore;
  readonly actions: SessionActions;
  readonly http: HttpClient;
  readonly api: ApiClient;
  readonly notices: NoticeStore;
  readonly events: EventBus<FieldkitEvents>;
  /** Online and page visibility, which the hubs and pollers consult. */
  readonly connectivity: Connectivity;
  /**
   * The connection to a hub, one per hub path, typed by its contract declaration, with the session's token read on
   * every (re)connect.
   */
  hub<D extends HubDefinition>(definition: D): TypedHub<D>;
  /** Stops every hub's connection, with no reconnect (a page's element swapped its token for another's). */
  stopHubs(): void;
  /** Whether the session is an embedding host's, from its `tokenProvider`. */
  readonly embedded: boolean;
  /**
   * Takes the first token of the host's `tokenProvider` (nothing to do without one); rejects when none could be had,
   * with the provider's or the server's reason.
   */
  start(): Promise<void>;
}

/** Wires config, session, HTTP client, typed API, notices, events and hubs together. */
export function createFieldkit(options: FieldkitOptions): Fieldkit {
  const config = parseRuntimeConfig(options.config);
  const storage = options.storage ?? defaultStorage();
  const { tokenProvider } = options;
  // A host's session is not kept for other pages or tabs of its origin: its provider gives one on every load.
  const sessionStorage = tokenProvider ? createMemoryStorage() : storage;
  const session = createSessionStore({
    storage: sessionStorage,
    ...(options.storageEvents && !tokenProvider ? { events: options.storageEvents } : {}),
  });
  const notices = createNoticeStore();
  const events = createEventBus<FieldkitEvents>();
  const connectivity = createConnectivity(options.window);
  // The client signs out on a 401 (or renews a host's session) and both call through the client: bound late.
  let actions: SessionActions | undefined;
  let embedded: EmbeddedSession | undefined;
  const http = createHttpClient({
    config,
    session,
    notices,
    signOut: () => actions?.signOut(),
    ...(tokenProvider ? { renew: (refused: string) => embedded!.renew(refused) } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const api = createApiClient(http);
  actions = createSessionActions({
    store: session,
    api,
    storage: sessionStorage,
    ...(options.privilegeModuleIds ? { privilegeModuleIds: options.privilegeModuleIds } : {}),
  });
  if (tokenProvider) {
    const host = createEmbeddedSession({
      store: session,
      api,
      provider: tokenProvider,
      onEnd: (end) => events.emit('session:ended', end),
    });
    embedded = host;
    const signOut = actions.signOut;
    // Signed out on the page (the host's own sign-out): the host hears of it as of any other end.
    actions = {
      ...actions,
      signOut: () => signOut().then(() => host.end({ reason: 'signedOut', message: 'Signed out.' })),
    };
  }

  const hubsByPath = new Map<string, TypedHub>();
  const stopHubs = () => {
    for (const hub of hubsByPath.values())
      hub.stop().catch((error: unknown) => console.error('Fieldkit: stopping a hub failed', error));
  };
  session.subscribe((state, previous) => {
    if (previous.token === null || state.token !== null) return;
    // A signed-out session has no token to reconnect with: its hubs stop rather than retry with an empty one.
    stopHubs();
    events.emit('session:signedOut', { at: Date.now() });
  });

  return {
    config,
    storage,
    session,
    actions,
    http,
    api,
    notices,
    events,
    connectivity,
    stopHubs,
    embedded: embedded !== undefined,
    start: () => embedded?.start() ?? Promise.resolve(),
    hub<D extends HubDefinition>(definition: D): TypedHub<D> {
      const known = hubsByPath.get(definition.path);
      if (known) return known as unknown as TypedHub<D>;
      // The token the connection was opened with, which a close for its session refused.
      let opened = '';
      const raw = createHub({
        url: hubUrl(config, definition),
        accessTokenFactory: () => {
          opened = session.getState().token ?? '';
          return opened;
        },
        connectivity,
        restartDelaysMs: HUB_RECONNECT_DELAYS_MS,
        // The server ended the session: a host's is renewed and the hub connects again; the full app's is a 401.
        onSessionClosed: () => {
          if (!embedded) return http.unauthorized();
          embedded
            .renew(opened)
            .then((renewed) => (renewed ? raw.start() : undefined))
            .catch((error: unknown) => console.warn('Fieldkit: the hub did not connect again', error));
        },
      });
      const hub = typedHub(raw, definition);
      hubsByPath.set(definition.path, hub as unknown as TypedHub);
      return hub;
    },
  };
}

/**
 * `Fieldkit.connect`: creates Fieldkit from a config object, or from the URL of a `config.json` it loads first; with a
 * `tokenProvider`, resolves once its first token is held.
 */
export async function connectFieldkit(
  configOrUrl: string | RuntimeConfig | RuntimeConfigInput,
  options: Omit<FieldkitOptions, 'config'> = {},
): Promise<Fieldkit> {
  const config =
    typeof configOrUrl === 'string'
      ? await loadRuntimeConfig(configOrUrl, options.fetch ?? fetch)
      : configOrUrl;
  const fieldkit = createFieldkit({ ...options, config });
  await fieldkit.start();
  return fieldkit;
}
