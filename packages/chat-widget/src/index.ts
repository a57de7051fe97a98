/** @fieldkit/chat-widget: staff chat between users of one company, as a React component and the `<fk-chat>` element. */

export { isSendable, isSendKey } from './model/compose';
export {
  DOCUMENT_ACCEPT,
  type FileRefusal,
  formatFileSize,
  IMAGE_ACCEPT,
  isAccepted,
  MAX_FILE_BYTES,
  refusalOf,
  zipName,
} from './model/files';
export { matchesName } from './model/search';
export { type ChatTextKey, chatTexts } from './model/texts';
