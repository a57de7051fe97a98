import type { ChatState } from './state';

/** The total unread count, for the shell's chat icon. */
export const selectUnreadTotal = (state: Pick<ChatState, 'unreadTotal'>): number => state.unreadTotal;

/** How a user shows: offline, or online and available, busy or away. */
export type PresenceView = 'online' | 'offline' | 'busy' | 'away';

/**
 * A user's presence: a live push wins over the lists' StatusId (2 online) and AvailabilityId; Appear offline
 * (4) shows as offline.
 */
export const selectPresence =
  (userId: number, statusId?: number, availabilityId?: number) =>
  (state: Pick<ChatState, 'presence'>): PresenceView => {
    const live = state.presence[userId];
    const online = live ? live.online : statusId === 2;
    const availability = live?.availabilityId ?? availabilityId ?? 1;
    if (!online || availability === 4) return 'offline';
    if (availability === 2) return 'busy';
    if (availability === 3) return 'away';
    return 'online';
  };

/** Whether the hub is connected; when not, the widget shows its quiet connection line. */
export const selectIsConnected = (state: Pick<ChatState, 'connection'>): boolean =>
  state.connection === 'Connected';
