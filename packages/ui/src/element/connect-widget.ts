import { connectFieldkit, createI18n, type TokenProvider, tokenUrlProvider } from '@fieldkit/core';
import { loadEmbeddedConfig } from '@fieldkit/core/kit';
import { nextPageId, pageRegistry, type WidgetConnection } from './page-registry';

export type { WidgetConnection } from './page-registry';

/**
 * How a widget signs in, the first given winning: a host's `tokenProvider`, a `tokenUrl` on the host's origin
 * answering `{ Assertion }` or `{ access_token }`, a fixed access `token`; with none, the session the full app
 * stored in this origin.
 */
export interface WidgetSignIn {
  tokenProvider?: TokenProvider | undefined;
  tokenUrl?: string | undefined;
  token?: string | undefined;
}

/** Raised when neither a token nor a session stored by the full app in this origin signs the widget in. */
export class NotSignedInError extends Error {
  override name = 'NotSignedInError';
}

/** How long a connection no element holds is kept (an element moved in the page takes it up again). */
export const RELEASE_GRACE_MS = 1000;

/** A page-wide name for each provider function, so that elements given the same one share its connection. */
function idOf(provider: TokenProvider): number {
  const { providerIds } = pageRegistry();
  let id = providerIds.get(provider);
  if (id === undefined) {
    id = nextPageId();
    providerIds.set(provider, id);
  }
  return id;
}

/** The one connection key of a config and sign-in: the same provider, URL or token shares a connection. */
export function connectionKey(configUrl: string, signIn: WidgetSignIn): string {
  const { tokenProvider, tokenUrl, token } = signIn;
  const by = tokenProvider
    ? { provider: idOf(tokenProvider) }
    : tokenUrl
      ? { url: new URL(tokenUrl, document.baseURI).href }
      : token
        ? { token }
        : {};
  return JSON.stringify([configUrl, by]);
}

/** The token provider of a sign-in, or none for the session the full app stored in this origin. */
function providerOf({ tokenProvider, tokenUrl, token }: WidgetSignIn): TokenProvider | undefined {
  if (tokenProvider) return tokenProvider;
  if (tokenUrl) return tokenUrlProvider(new URL(tokenUrl, document.baseURI).href);
  if (token) return async () => ({ access_token: token });
  return undefined;
}

async function open(configUrl: string, signIn: WidgetSignIn): Promise<WidgetConnection> {
  const tokenProvider = providerOf(signIn);
  // On a portal of another origin, the config's relative bases mean the server that served it.
  const fieldkit = await connectFieldkit(await loadEmbeddedConfig(configUrl), {
    ...(tokenProvider ? { tokenProvider } : {}),
  });
  const session = fieldkit.session.getState().session;
  if (!session) throw new NotSignedInError('Not signed in');
  const i18n = await createI18n({
    config: fieldkit.config,
    language: session.Resource,
    namespaces: ['core'],
  });
  return { fieldkit, i18n };
}

/**
 * Connects a widget element: every element of a page with the same config URL and sign-in shares one Fieldkit (one
 * session, one connection per hub) and one i18n, into which each loads its namespaces, whichever script of the page
 * defined it (the page's registry). A failed attempt is not kept, so the next one starts afresh.
 */
export async function connectWidget(
  configUrl: string,
  signIn: WidgetSignIn,
  namespaces: readonly string[],
): Promise<WidgetConnection> {
  const key = connectionKey(configUrl, signIn);
  const { connections } = pageRegistry();
  let opening = connections.get(key);
  if (!opening) {
    const made = open(configUrl, signIn);
    const forget = () => {
      if (connections.get(key) === made) connections.delete(key);
    };
    connections.set(key, made);
    // A failed attempt, or a session that ended, is not shared: the next element to connect starts afresh.
    made.then(({ fieldkit }) => fieldkit.events.on('session:ended', forget), forget);
    opening = made;
  }
  const ready = await opening;
  await ready.i18n.instance.loadNamespaces([...namespaces]);
  return ready;
}

/**
 * Holds the connection of a config and sign-in for an element until the returned release. Once no element has held
 * it for {@link RELEASE_GRACE_MS}, it is forgotten and its hubs stop: a token swapped for another leaves no
 * connection open behind it.
 */
export function holdWidgetConnection(configUrl: string, signIn: WidgetSignIn): () => void {
  const key = connectionKey(configUrl, signIn);
  const { connections, holders, releases } = pageRegistry();
  holders.set(key, (holders.get(key) ?? 0) + 1);
  // React runs an effect's cleanup once: the release is not guarded against a second call.
  return () => {
    holders.set(key, (holders.get(key) ?? 1) - 1);
    const release = setTimeout(() => {
      releases.delete(release);
      if (holders.get(key)) return;
      const held = connections.get(key);
      connections.delete(key);
      held?.then(
        ({ fieldkit }) => fieldkit.stopHubs(),
        () => {},
      );
    }, RELEASE_GRACE_MS);
    releases.add(release);
  };
}

/** Forgets the page's shared connections (tests; a page that signs a user out of its elements). */
export function forgetWidgetConnections(): void {
  const { connections, holders, releases } = pageRegistry();
  for (const release of releases) clearTimeout(release);
  releases.clear();
  connections.clear();
  holders.clear();
}
