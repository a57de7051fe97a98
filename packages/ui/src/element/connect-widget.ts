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
  const key = JSON.stringify([configUrl, token ?? null]);
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

/** Forgets the page's shared connections (tests; a page that signs a user out of its elements). */
export function forgetWidgetConnections(): void {
  connections.clear();
}
