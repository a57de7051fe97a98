import type { ChatListItem } from './types';

/** The other person of a conversation, as the widget shows them. */
export interface OtherParty {
  userId: number;
  userType: number;
  name: string;
  shortName: string;
  /** 2 online, 1 offline (from the list; live pushes override it). */
  statusId: number;
}

/** A conversation's other person: the To side when the current user is the From side, otherwise the From side. */
export function otherParty(item: ChatListItem, myUserId: number): OtherParty {
  return item.FromUserId === myUserId
    ? {
        userId: item.ToUserId,
        userType: item.ToUserType,
        name: item.ToUser,
        shortName: item.ToShortName,
        statusId: item.ToStatusId,
      }
    : {
        userId: item.FromUserId,
        userType: item.FromUserType,
        name: item.FromUser,
        shortName: item.FromShortName,
        statusId: item.FromStatusId,
      };
}

/** Online status code 2; anything else is offline. */
export const ONLINE_STATUS_ID = 2;

/** A recent-chats row's preview: 'You : ' before the text the current user sent, else the attachment name. */
export function lastMessagePreview(item: ChatListItem, myUserId: number, you: string): string {
  const text = item.LastChatTxt.trim() ? item.LastChatTxt : item.AttachmentName;
  if (!text) return '';
  return item.LastFromUserId === myUserId ? `${you}${text}` : text;
}
