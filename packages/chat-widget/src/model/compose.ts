/** Empty or whitespace-only text is not sent. */
export function isSendable(text: string): boolean {
  return text.trim() !== '';
}

/** Enter sends; Shift or Ctrl with Enter does not (it makes a new line). */
export function isSendKey(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'isComposing'>,
): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.ctrlKey && !event.isComposing;
}
