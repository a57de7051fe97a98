import type { Hub, HubState } from '@fieldkit/core';
import { useSyncExternalStore } from 'react';

/** The connection state of a hub (Disconnected, Connecting, Connected, Reconnecting, Disconnecting). */
export function useHubState(hub: Pick<Hub, 'state'>): HubState {
  return useSyncExternalStore(hub.state.subscribe, hub.state.getState, hub.state.getState);
}
