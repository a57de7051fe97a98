import { connectFieldkit, createI18n, type Fieldkit, type FieldkitI18n } from '@fieldkit/core';
import { loadEmbeddedConfig } from '@fieldkit/core/kit';

/** What a widget element runs on: one Fieldkit (session, connection per hub) and one i18n. */
export interface WidgetConnection {
  fieldkit: Fieldkit;
  i18n: FieldkitI18n;
}

/** Raised when neither a token nor a session stored by the full app in this origin signs the widget in. */
export class NotSignedInError extends Error {
  override name = 'NotSignedInError';
}

const connections = new Map<string, Promise<WidgetConnection>>();
/** How many elements hold each connection. */
const holders = new Map<string, number>();
/** How long a connection no element holds is kept (an element moved in the page takes it up again). */
export const RELEASE_GRACE_MS = 1000;

const keyOf = (configUrl: string, token: string | undefined) => JSON.stringify([configUrl, token ?? null]);

async function open(configUrl: string, token: string | undefined): Promise<WidgetConnection> {
  // On a portal of another origin, the config's relative bases mean the server that served it.
  const fieldkit = await connectFieldkit(await loadEmbeddedConfig(configUrl));
  if (token) await fieldkit.actions.adoptToken(token);
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
 * Connects a widget element: every element of a page with the same config URL and token shares one Fieldkit (one
 * session, one connection per hub) and one i18n, into which each loads its own namespace. A failed attempt is not
 * kept, so the next one starts afresh.
 */
export async function connectWidget(
  configUrl: string,
  token: string | undefined,
  namespace: string,
): Promise<WidgetConnection> {
  const key = keyOf(configUrl, token);
  let connection = connections.get(key);
  if (!connection) {
    connection = open(configUrl, token);
    connections.set(key, connection);
    connection.catch(() => connections.delete(key));
  }
  const ready = await connection;
  await ready.i18n.instance.loadNamespaces(namespace);
  return ready;
}

/**
 * Holds the connection of a config and token for an element until the returned release. Once no element has held it
 * for {@link RELEASE_GRACE_MS}, it is forgotten and its hubs stop: a token swapped for another leaves no connection
 * open behind it.
 */
export function holdWidgetConnection(configUrl: string, token: string | undefined): () => void {
  const key = keyOf(configUrl, token);
  holders.set(key, (holders.get(key) ?? 0) + 1);
  // React runs an effect's cleanup once: the release is not guarded against a second call.
  return () => {
    holders.set(key, (holders.get(key) ?? 1) - 1);
    setTimeout(() => {
      if (holders.get(key)) return;
      const connection = connections.get(key);
      connections.delete(key);
      connection?.then(
        ({ fieldkit }) => fieldkit.stopHubs(),
        () => {},
      );
    }, RELEASE_GRACE_MS);
  };
}

/** Forgets the page's shared connections (tests; a page that signs a user out of its elements). */
export function forgetWidgetConnections(): void {
  connections.clear();
  holders.clear();
}
