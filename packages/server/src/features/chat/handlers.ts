import { type ChatMessageKind, type chat, SENDER_USER_TYPE } from '@fieldkit/core/contract';
import { zipSync } from 'fflate';
import type { Caller } from '../../auth/sessions';
import type { Db } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { type GroupHandlers, type HandlerDeps, signedIn } from '../../http/handlers/types';
import { readUpload, uploadsDir, writeUpload } from '../../storage/uploads';
import { isReplyTarget } from './changes';
import { chatUploadPath, checkChatFile, contentTypeOf, sanitiseFileName } from './files';
import {
  attachmentWithMessage,
  type ChatUser,
  chatUser,
  chatUsers,
  companyUsers,
  conversationPage,
  firstAttachmentNames,
  hiddenMarks,
  hiddenMarksOn,
  hideConversation,
  lastMessages,
  messagesAfter,
  messageWithFiles,
  shortName,
  unreadCounts,
} from './store';

const OK = { Success: true };

async function me(db: Db, caller: Caller): Promise<ChatUser> {
  const user = await chatUser(db, caller.loginId);
  if (!user) throw new HttpError(401, 'A valid access token is required.');
  return user;
}

/** A user of the caller's company other than the caller; another company's user is a 403, never served. */
async function colleague(db: Db, caller: Caller, otherId: number): Promise<ChatUser> {
  const other = await chatUser(db, otherId);
  if (!other || other.companyId !== caller.companyId)
    throw new HttpError(403, 'otherUserId names a user of another company.');
  if (other.loginId === caller.loginId) throw new HttpError(400, 'A conversation needs another user.');
  return other;
}

/** 403 unless the caller sent or received the message. */
/**
 * Refuses a message of a conversation the caller is not in with `notFound`, the very answer to an id that does not
 * exist: a stranger learns nothing of which ids do.
 */
function ownMessage(
  caller: Caller,
  row: { company_id: number; from_user_id: number; to_user_id: number },
  notFound: HttpError,
) {
  if (
    row.company_id !== caller.companyId ||
    (row.from_user_id !== caller.loginId && row.to_user_id !== caller.loginId)
  )
    throw notFound;
}

async function chatList(deps: HandlerDeps, caller: Caller) {
  const { db } = deps;
  const hub = deps.features.chat;
  const self = await me(db, caller);
  const [last, marks, counts] = await Promise.all([
    lastMessages(db, self),
    hiddenMarks(db, self.loginId),
    unreadCounts(db, self.loginId),
  ]);
  // Only the users of the conversations listed, and their marks, each in one query.
  const others = [...last.keys()];
  const [names, users, theirs] = await Promise.all([
    firstAttachmentNames(
      db,
      [...last.values()].map((r) => r.chat_data_id),
    ),
    chatUsers(db, others, self.companyId),
    hiddenMarksOn(db, self.loginId, others),
  ]);
  const unread = new Map(counts.ByUser.map((c) => [c.UserId, c.UnreadMessageCount]));
  const byId = new Map(users.map((u) => [u.loginId, u]));
  const own = hub.statusOf(self);
  const items = [];
  for (const [otherId, row] of last) {
    const other = byId.get(otherId);
    if (!other) continue;
    const mark = marks.get(otherId);
    if (mark && row.chat_data_id <= mark.deleted) continue;
    const cleared = !!mark && row.chat_data_id <= mark.cleared;
    const status = hub.statusOf(other);
    items.push({
      FromUserId: self.loginId,
      ToUserId: otherId,
      FromUser: self.displayName,
      ToUser: other.displayName,
      FromShortName: shortName(self.displayName),
      ToShortName: shortName(other.displayName),
      FromUserType: SENDER_USER_TYPE,
      ToUserType: row.from_user_id === self.loginId ? row.to_user_type : row.from_user_type,
      FromStatusId: own.StatusId,
      ToStatusId: status.StatusId,
      ToAvailabilityId: status.AvailabilityId,
      FromIsClear: cleared,
      ToIsClear: (theirs.get(otherId)?.cleared ?? 0) >= row.chat_data_id,
      ProfilePic: other.profilePic,
      LastChatTxt: cleared ? '' : row.chat_txt,
      ...(row.deleted_at && !cleared ? { LastIsDeleted: true } : {}),
      ...(row.chat_kind && !cleared ? { LastKind: row.chat_kind as ChatMessageKind } : {}),
      LastMessageDatetime: cleared ? '' : row.created_at,
      LastFromUserId: row.from_user_id,
      AttachmentName: cleared ? '' : (names.get(row.chat_data_id) ?? ''),
      UnreadMessageCount: unread.get(otherId) ?? 0,
      lastId: row.chat_data_id,
    });
  }
  return items.sort((a, b) => b.lastId - a.lastId).map(({ lastId: _, ...item }) => item);
}

/** The chat service. */
export const chatHandlers: GroupHandlers<typeof chat> = {
  getChatList: async ({ caller }, deps) => chatList(deps, signedIn(caller)),

  getChatDetails: async ({ caller, params }, { db }) => {
    const c = signedIn(caller);
    await colleague(db, c, params.otherUserId);
    return conversationPage(db, await me(db, c), params.otherUserId, params.beforeChatDataId);
  },

  getChatDetailsAfter: async ({ caller, params }, { db }) =>
    messagesAfter(db, await me(db, signedIn(caller)), params.afterChatDataId),

  getUnreadCounts: async ({ caller }, { db }) => unreadCounts(db, signedIn(caller).loginId),

  getProfileDetails: async ({ caller }, deps) => {
    const c = signedIn(caller);
    const hub = deps.features.chat;
    const users = await companyUsers(deps.db, c.companyId);
    return users
      .filter((u) => u.loginId !== c.loginId)
      .map((u) => ({
        UserId: u.loginId,
        UserName: u.displayName,
        UserTypeId: 1,
        ...hub.statusOf(u),
        Email: u.email,
        ShortName: shortName(u.displayName),
        ProfilePic: u.profilePic,
      }));
  },

  getProfileDetailforUser: async ({ caller, params }, deps) => {
    const c = signedIn(caller);
    const user = await chatUser(deps.db, params.userId);
    if (!user || user.companyId !== c.companyId)
      throw new HttpError(403, 'userId names a user of another company.');
    const status = deps.features.chat.statusOf(user);
    return {
      UserId: user.loginId,
      UserName: user.displayName,
      ShortName: shortName(user.displayName),
      ProfilePic: user.profilePic,
      PhoneNo: user.phoneNo,
      Email: user.email,
      CountryName: user.countryName,
      StatusId: status.StatusId,
      // The own profile shows the choice (Appear offline included); others see what everyone sees.
      AvailabilityId: user.loginId === c.loginId ? user.availabilityId : status.AvailabilityId,
    };
  },

  updateChatStatus: async ({ caller, body }, deps) => {
    const c = signedIn(caller);
    await deps.db
      .insertInto('chat_profiles')
      .values({
        login_id: c.loginId,
        availability_id: body.AvailabilityId,
        email: '',
        country_name: '',
        profile_pic: '',
      })
      .onConflict((oc) => oc.column('login_id').doUpdateSet({ availability_id: body.AvailabilityId }))
      .execute();
    deps.features.chat.announce(await me(deps.db, c));
    return OK;
  },

  chatUpdateCleared: async ({ caller, params }, deps) => {
    const c = signedIn(caller);
    await colleague(deps.db, c, params.otherUserId);
    await hideConversation(deps.db, await me(deps.db, c), params.otherUserId, 'cleared');
    await deps.features.chat.pushUnread(c.loginId);
    return OK;
  },

  chatUpdateDelete: async ({ caller, params }, deps) => {
    const c = signedIn(caller);
    await colleague(deps.db, c, params.otherUserId);
    await hideConversation(deps.db, await me(deps.db, c), params.otherUserId, 'deleted');
    await deps.features.chat.pushUnread(c.loginId);
    return OK;
  },

  sendFiles: async ({ caller, body }, deps) => {
    const c = signedIn(caller);
    const { detail, files } = body;
    if (detail.FromUserId !== c.loginId)
      throw new HttpError(403, 'body.detail.FromUserId is not the caller.');
    await colleague(deps.db, c, detail.ToUserId);
    const replyTo = detail.ReplyToChatDataId;
    if (
      replyTo !== undefined &&
      !(await isReplyTarget(deps.db, c.companyId, c.loginId, detail.ToUserId, replyTo))
    )
      throw new HttpError(400, 'body.detail.ReplyToChatDataId names a message of another conversation.');
    const root = uploadsDir(deps.config.dataDir);
    const attachments = files.map((file) => {
      const fileName = sanitiseFileName(file.name);
      const attachmentType = checkChatFile(fileName, file.size);
      return {
        fileName,
        attachmentType,
        size: file.size,
        store: async (chatDataId: number, index: number) => {
          const path = chatUploadPath(c.companyId, chatDataId, index, fileName);
          await writeUpload(root, path, file);
          return path;
        },
      };
    });
    return deps.features.chat.send(
      await me(deps.db, c),
      { ...detail, IsAttachmentExists: true },
      attachments,
    );
  },

  downloadAttachement: async ({ caller, query }, deps) => {
    const c = signedIn(caller);
    const found = await messageWithFiles(deps.db, query.ChatDataId);
    const none = new HttpError(404, 'The message has no attachments.');
    if (!found || found.files.length === 0) throw none;
    ownMessage(c, found.row, none);
    const root = uploadsDir(deps.config.dataDir);
    const entries: Record<string, Uint8Array> = {};
    for (const file of found.files) {
      let name = file.file_name;
      for (let n = 2; name in entries; n++) name = `(${n}) ${file.file_name}`;
      entries[name] = new Uint8Array(await readUpload(root, file.stored_path));
    }
    const zip = zipSync(entries, { level: 6 });
    return new File([zip], `${query.ChatDataId} - Attachments.zip`, { type: 'application/zip' });
  },

  downloadSingleAttachement: async ({ caller, query }, deps) => {
    const c = signedIn(caller);
    const found = await attachmentWithMessage(deps.db, query.ChatAttachmentId);
    const none = new HttpError(404, 'No such attachment.');
    if (!found) throw none;
    ownMessage(c, found.row, none);
    const data = await readUpload(uploadsDir(deps.config.dataDir), found.file.stored_path);
    return new File([new Uint8Array(data)], found.file.file_name, {
      type: contentTypeOf(found.file.file_name),
    });
  },
};
