import type { ChatScope } from './scope';
import type { Presence } from './state';

/** How long presence pushes are gathered before they are shown together: too short for a person to notice. */
export const PRESENCE_BATCH_MS = 100;

/**
 * Listens to the OnlineStatus pushes: each user's live presence, which wins over the lists'. Returns the stop.
 *
 * The pushes of {@link PRESENCE_BATCH_MS} are applied together, in one store update: a company's morning (hundreds of
 * people signing in) or a server asking every client to reconnect sends each client one push per colleague, and
 * copying the presence map for each made that quadratic in the company's size.
 */
export function listenToPresence({ hub, get, set }: ChatScope): () => void {
  let pending = new Map<number, Presence>();
  let flushing: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    flushing = undefined;
    const changes = pending;
    pending = new Map();
    set({ presence: { ...get().presence, ...Object.fromEntries(changes) } });
  };
  const stop = hub.on('OnlineStatus', (userId, online, availabilityId) => {
    pending.set(userId, { online, availabilityId });
    flushing ??= setTimeout(flush, PRESENCE_BATCH_MS);
  });
  return () => {
    stop();
    clearTimeout(flushing);
    flushing = undefined;
  };
}
