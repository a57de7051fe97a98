import type { ChatScope } from './scope';

/** Listens to the OnlineStatus pushes: each user's live presence, which wins over the lists'. Returns the stop. */
export function listenToPresence({ hub, get, set }: ChatScope): () => void {
  return hub.on('OnlineStatus', (userId, online, availabilityId) => {
    set({ presence: { ...get().presence, [userId]: { online, availabilityId } } });
  });
}
