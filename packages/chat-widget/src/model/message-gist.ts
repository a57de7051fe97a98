import type { ChatMessage } from './types';

/** How long the gist of a message in an accessible name is, at most, before it is cut with an ellipsis. */
export const GIST_LENGTH = 40;

/**
 * The start of a message, for naming what belongs to it (its actions' menu button): its text on one line, cut to
 * {@link GIST_LENGTH} characters, or its first file's name when it has no text.
 */
export function messageGist(message: Pick<ChatMessage, 'ChatTxt' | 'AttachmentDetails'>): string {
  const text =
    message.ChatTxt.replace(/\s+/g, ' ').trim() || message.AttachmentDetails[0]?.AttachmentFileName || '';
  return text.length > GIST_LENGTH ? `${text.slice(0, GIST_LENGTH - 1).trimEnd()}…` : text;
}
