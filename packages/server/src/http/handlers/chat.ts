import type { chat } from '@fieldkit/core/contract';
import { HttpError } from '../errors';
import type { GroupHandlers } from './types';

const notYet = async (): Promise<never> => {
  throw new HttpError(404, 'Not available yet.');
};

/** The chat service. */
export const chatHandlers: GroupHandlers<typeof chat> = {
  getChatList: notYet,
  getChatDetails: notYet,
  getChatDetailsAfter: notYet,
  getUnreadCounts: notYet,
  getProfileDetails: notYet,
  getProfileDetailforUser: notYet,
  updateChatStatus: notYet,
  chatUpdateCleared: notYet,
  chatUpdateDelete: notYet,
  sendFiles: notYet,
  downloadAttachement: notYet,
  downloadSingleAttachement: notYet,
};
