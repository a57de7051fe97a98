/**
 * The call's keys, on any page the widget is on and wherever the focus is, as a phone's buttons are: Alt+Shift with a
 * letter (by its place on the keyboard, whatever the layout), which neither the browser nor a text box takes. They
 * are documented in the prompt, on the buttons (`aria-keyshortcuts`) and in the package's README.
 */
export const CALL_KEYS = {
  /** Answers the call that rings. */
  accept: 'Alt+Shift+A',
  /** Declines the call that rings, or stops ringing the person one calls. */
  decline: 'Alt+Shift+D',
  /** Mutes or unmutes one's microphone in a call. */
  mute: 'Alt+Shift+M',
  /** Takes the focus to the ringing prompt or the call window; Escape there takes it back. */
  goToCall: 'Alt+Shift+C',
} as const;

/** What one of the call's keys does. */
export type CallKey = keyof typeof CALL_KEYS;

const CODES: Readonly<Record<string, CallKey>> = {
  KeyA: 'accept',
  KeyD: 'decline',
  KeyM: 'mute',
  KeyC: 'goToCall',
};

/** The call's key a key press is, if it is one: Alt+Shift and the letter, no Ctrl or Meta. */
export function callKeyOf(
  event: Pick<KeyboardEvent, 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'code'>,
) {
  if (!event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey) return null;
  return CODES[event.code] ?? null;
}
