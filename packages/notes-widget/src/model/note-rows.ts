import type { ReceivedServiceNote } from '@fieldkit/core/contract';

/** The notes a view shows: its page without those being acknowledged. */
export const shownNotes = (rows: readonly ReceivedServiceNote[], acknowledging: ReadonlySet<number>) =>
  rows.filter((note) => !acknowledging.has(note.UserNotificationId));

/** A note's list text: its first 25 characters followed by an ellipsis (spec section 9). */
export function noteExcerpt(notes: string): string {
  const characters = [...notes];
  return characters.length > 25 ? `${characters.slice(0, 25).join('')}…` : notes;
}
