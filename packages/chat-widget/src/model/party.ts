import { CHAT_AVAILABILITY } from '@fieldkit/core/contract';
import type { OpenConversation } from './state';
import type { ChatListItem, ChatMessageKind, SelectableUser } from './types';

/**
 * The other person of a conversation, or a user to start one with, as the widget shows them: the one model of "the
 * other party" that every row, header and presence dot reads.
 */
export interface OtherParty {
  userId: number;
  userType: number;
  name: string;
  shortName: string;
  /** Their picture (base64 png), '' when none. */
  picture: string;
  /** CHAT_STATUS: 2 online, 1 offline (from the list; live pushes override it). */
  statusId: number;
  /** CHAT_AVAILABILITY (live pushes override it). */
  availabilityId: number;
}

/**
 * A recent-chats row's other person: the To side when the current user is the From side (as the server lists them),
 * otherwise the From side.
 */
export function otherParty(item: ChatListItem, myUserId: number): OtherParty {
  const to = item.FromUserId === myUserId;
  return {
    userId: to ? item.ToUserId : item.FromUserId,
    userType: to ? item.ToUserType : item.FromUserType,
    name: to ? item.ToUser : item.FromUser,
    shortName: to ? item.ToShortName : item.FromShortName,
    picture: item.ProfilePic,
    statusId: to ? item.ToStatusId : item.FromStatusId,
    // The list states only the To side's choice; the From side shows as available until a push says otherwise.
    availabilityId: to ? item.ToAvailabilityId : CHAT_AVAILABILITY.available,
  };
}

/** A user of the picker as the other party of the conversation it opens. */
export function partyOfUser(user: SelectableUser): OtherParty {
  return {
    userId: user.UserId,
    userType: user.UserTypeId,
    name: user.UserName,
    shortName: user.ShortName,
    picture: user.ProfilePic,
    statusId: user.StatusId,
    availabilityId: user.AvailabilityId,
  };
}

/** The conversation with a party. */
export const conversationWith = (party: OtherParty): OpenConversation => ({
  userId: party.userId,
  userType: party.userType,
  name: party.name,
});

/** The conversation to open for a recent-chats row. */
export const openOf = (item: ChatListItem, myUserId: number): OpenConversation =>
  conversationWith(otherParty(item, myUserId));

/** The recent-chats row of the conversation with `userId`, if listed. */
export const rowWith = (
  conversations: readonly ChatListItem[],
  myUserId: number,
  userId: number,
): ChatListItem | undefined => conversations.find((item) => otherParty(item, myUserId).userId === userId);

/** The words of a row's preview in the user's language: 'You : ', 'Message deleted', and each line the server writes. */
export type PreviewTexts = { you: string; deleted: string } & Record<ChatMessageKind, string>;

/**
 * A recent-chats row's preview: 'You : ' before what the current user sent; the text, else the attachment name;
 * 'Message deleted' when its sender deleted the last message; a line the server wrote (a missed video call) in the
 * user's language, not as it was stored.
 */
export function lastMessagePreview(item: ChatListItem, myUserId: number, texts: PreviewTexts): string {
  const text = item.LastIsDeleted
    ? texts.deleted
    : item.LastKind
      ? texts[item.LastKind]
      : item.LastChatTxt.trim()
        ? item.LastChatTxt
        : item.AttachmentName;
  if (!text) return '';
  return item.LastFromUserId === myUserId ? `${texts.you}${text}` : text;
}
