import * as z from 'zod/mini';
import { endpoint } from './define';
import { pathId } from './entities';
import { ThumbnailRequest, UserListModel, VideoThumbnail } from './video-entities';

/** The longest page of the users list for video chat one request may ask for. */
export const VIDEO_USERS_MAX_PAGE = 200;

/** The video calls of the spec (shell section 7, feature areas section 7). */
export const video = {
  /**
   * The 'Enabled flag of a video-call provider' of the shell: whether the caller's company has video calls on. It
   * gates every call button; the video hub refuses to ring for a company that has them off.
   */
  getVideoCallEnabled: endpoint({
    service: 'chat',
    method: 'GET',
    path: 'GetVideoCallEnabled/{companyId}/{loginId}',
    access: 'token',
    params: z.object({ companyId: pathId, loginId: pathId }),
    ownLogin: ['loginId'],
    response: z.object({ IsEnabled: z.boolean() }),
  }),
  /**
   * The users list for video chat: the people of the caller's company (the caller left out), sorted by DisplayName
   * ascending, records startRecord to EndRecord (from 1, at most 200), with whether each is online.
   */
  getVideoChatUsers: endpoint({
    service: 'chat',
    method: 'GET',
    path: 'GetVideoChatUsers',
    access: 'token',
    query: z.object({
      CompanyId: pathId,
      LoginId: pathId,
      startRecord: pathId.check(z.gte(1)),
      EndRecord: pathId.check(z.gte(1)),
    }),
    ownLogin: ['LoginId'],
    response: UserListModel,
  }),
  /** The thumbnails of people of the caller's company (a base64 PNG each, '' for one without a picture). */
  getVideoChatThumbnails: endpoint({
    service: 'chat',
    method: 'POST',
    path: 'GetVideoChatThumbnails',
    access: 'token',
    body: z.object({
      CompanyId: pathId,
      Users: z.array(ThumbnailRequest).check(z.minLength(1), z.maxLength(VIDEO_USERS_MAX_PAGE)),
    }),
    response: z.array(VideoThumbnail),
  }),
};
