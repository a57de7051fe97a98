import { type Contract, VIDEO_USERS_MAX_PAGE } from '@fieldkit/core/contract';
import { checkRecordRange } from '../../http/handlers/record-range';
import { type GroupHandlers, signedIn } from '../../http/handlers/types';
import { peoplePage, pictures } from './people';

/** The video calls' REST side: whether they are on, the people to call, their thumbnails. */
export const videoHandlers: GroupHandlers<Contract['video']> = {
  async getVideoCallEnabled({ caller }, { db }) {
    const me = signedIn(caller);
    const row = await db
      .selectFrom('companies')
      .select('video_call_enabled')
      .where('company_id', '=', me.companyId)
      .executeTakeFirst();
    return { IsEnabled: row?.video_call_enabled === 1 };
  },

  async getVideoChatUsers({ caller, query }, { db, features }) {
    const me = signedIn(caller);
    checkRecordRange(query.startRecord, query.EndRecord, VIDEO_USERS_MAX_PAGE);
    const chat = features.chat;
    const video = features.video;
    // Online: connected to the chat or the video hub, on any process.
    const isOnline = (loginId: number) => chat.isConnected(loginId) || video.hub.isOnline(loginId);
    return peoplePage(db, me.companyId, me.loginId, query.startRecord, query.EndRecord, isOnline);
  },

  async getVideoChatThumbnails({ caller, body }, { db }) {
    const me = signedIn(caller);
    return pictures(
      db,
      me.companyId,
      body.Users.map((u) => u.LoginId),
    );
  },
};
