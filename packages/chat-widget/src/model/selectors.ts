import { CHAT_AVAILABILITY, CHAT_STATUS } from '@fieldkit/core/contract';
import { type OtherParty, otherParty } from './party';
import type { ChatState } from './state';

/** The total unread count, for the shell's chat icon. */
export const selectUnreadTotal = (state: Pick<ChatState, 'unreadTotal'>): number => state.unreadTotal;

/** How a user shows: offline, or online and available, busy or away; unknown while this chat is not connected. */
export type PresenceView = 'online' | 'offline' | 'busy' | 'away' | 'unknown';

/** What a presence dot knows of a party before any push: the lists' StatusId and AvailabilityId, when listed. */
export type KnownPresence = Pick<OtherParty, 'userId'> &
  Partial<Pick<OtherParty, 'statusId' | 'availabilityId'>>;

/**
 * A party's presence: a live push wins over the lists' StatusId (CHAT_STATUS.online) and AvailabilityId; Appear
 * offline shows as offline. While this chat is not connected no news can reach it, so nobody's last value is shown
 * as if it were true: the presence is unknown.
 */
export const selectPresence =
  ({ userId, statusId, availabilityId }: KnownPresence) =>
  (state: Pick<ChatState, 'presence' | 'connection'>): PresenceView => {
    if (state.connection !== 'Connected') return 'unknown';
    const live = state.presence[userId];
    const online = live ? live.online : statusId === CHAT_STATUS.online;
    const availability = live?.availabilityId ?? availabilityId ?? CHAT_AVAILABILITY.available;
    if (!online || availability === CHAT_AVAILABILITY.appearOffline) return 'offline';
    if (availability === CHAT_AVAILABILITY.busy) return 'busy';
    if (availability === CHAT_AVAILABILITY.away) return 'away';
    return 'online';
  };

/** Whether the hub is connected; when not, the widget shows its quiet connection line. */
export const selectIsConnected = (state: Pick<ChatState, 'connection'>): boolean =>
  state.connection === 'Connected';

/**
 * Unread messages of the conversations other than the open one: in the small window, where the list is hidden
 * behind the open conversation, its back arrow shows them.
 */
export const selectUnreadElsewhere =
  (myUserId: number) =>
  (state: Pick<ChatState, 'conversations' | 'open'>): number =>
    state.conversations.reduce(
      (sum, row) =>
        otherParty(row, myUserId).userId === state.open?.userId ? sum : sum + row.UnreadMessageCount,
      0,
    );
