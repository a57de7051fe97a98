/** Wire entities of the chat, as the spec names their fields (placeholder until the contract's chat group lands). */

export interface ChatListItem {
  FromUserId: number;
  ToUserId: number;
  FromUser: string;
  ToUser: string;
  FromShortName: string | null;
  ToShortName: string | null;
  FromUserType: number;
  ToUserType: number;
  FromStatusId: number;
  ToStatusId: number;
  FromIsClear: boolean;
  ToIsClear: boolean;
  ProfilePic: string | null;
  LastChatTxt: string | null;
  LastMessageDatetime: string | null;
  LastFromUserId: number | null;
  AttachmentName: string | null;
  UnreadMessageCount: number;
}

export interface ChatAttachment {
  ChatAttachmentId: number;
  ChatDataId: number;
  AttachmentFileName: string;
  AttachmentPath: string;
  AttachmentType: number;
}

export interface ChatMessage {
  ChatDataId: number;
  ChatTxt: string | null;
  ChatDatetime: string;
  ChatDatetimeStr?: string | null;
  FromUserId: number;
  ToUserId: number;
  IsDelivered: boolean;
  IsRead: boolean;
  IsAttachmentExists: boolean;
  AttachmentDetails: ChatAttachment[];
  ClientMessageId?: string | null;
}

export interface SelectableUser {
  UserId: number;
  UserName: string;
  UserTypeId: number;
  StatusId: number;
  Email: string | null;
  ShortName: string | null;
  ProfilePic: string | null;
}

export interface ChatProfile {
  UserName: string;
  ShortName: string | null;
  ProfilePic: string | null;
  PhoneNo: string | null;
  Email: string | null;
  CountryName: string | null;
}
