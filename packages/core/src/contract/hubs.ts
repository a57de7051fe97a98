/** A SignalR hub: its path, what clients invoke and what the server pushes. */
export interface HubDefinition {
  path: string;
  /** Methods clients call (`send`/`invoke`). */
  serverMethods: readonly string[];
  /** Events the server pushes to clients. */
  clientEvents: readonly string[];
}

/** The hubs of the reference server. Feature hubs (chat, notes, video) join with their features. */
export const hubs = {
  /** Diagnostics hub: echoes, fails on request, pushes back; used by the hub tests and the hub benchmark. */
  echo: {
    path: '/hubs/echo',
    serverMethods: ['Echo', 'Fail', 'Push'],
    clientEvents: ['Pushed'],
  },
} as const satisfies Record<string, HubDefinition>;
