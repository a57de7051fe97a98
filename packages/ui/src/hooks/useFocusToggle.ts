import { type RefObject, useEffect, useRef } from 'react';

/** What {@link useFocusToggle} gives: the two controls' refs, and the press that changes the value. */
export interface FocusToggle<E extends HTMLElement> {
  /** The control shown while the value is true (Back, Remove). */
  on: RefObject<E | null>;
  /** The control shown while the value is false (Preview, Attach again). */
  off: RefObject<E | null>;
  /** Changes the value from a press: the control that takes the pressed one's place takes the focus. */
  press(next: boolean): void;
}

/**
 * Where the focus goes when a control the user pressed goes away with what it changed (Preview gives way to Back,
 * Remove to Attach again): after a `press`, the control of the new value takes the focus, so it never falls to the
 * page behind a dialog. A change that did not come from a press (a failed submit going back to the form) moves
 * nothing.
 */
export function useFocusToggle<E extends HTMLElement = HTMLButtonElement>(
  value: boolean,
  change: (next: boolean) => void,
): FocusToggle<E> {
  const on = useRef<E>(null);
  const off = useRef<E>(null);
  const pressed = useRef(false);
  useEffect(() => {
    if (!pressed.current) return;
    pressed.current = false;
    (value ? on : off).current?.focus();
  }, [value]);
  return {
    on,
    off,
    press(next) {
      pressed.current = true;
      change(next);
    },
  };
}
