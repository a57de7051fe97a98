import type { ChatMessage } from './types';

/** How long the gist of a message in an accessible name is, at most. */
export const GIST_LENGTH = 40;

/**
 * The start of a message, for naming what belongs to it (its actions' menu button): its text, or its first file's
 * name when it has no text, cut to {@link GIST_LENGTH} characters.
 */
export function messageGist(message: Pick<ChatMessage, 'ChatTxt' | 'AttachmentDetails'>): string {
  return (message.ChatTxt.trim() || message.AttachmentDetails[0]?.AttachmentFileName || '').slice(
    0,
    GIST_LENGTH,
  );
}
