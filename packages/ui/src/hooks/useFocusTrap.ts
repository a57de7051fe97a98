import { type KeyboardEvent, type RefObject, useCallback, useEffect } from 'react';
import { deepActiveElement } from '../model/activeElement';
import { focusableIn } from '../model/focusable';

/** The modals open, the topmost last: only it keeps the focus (one opened over another has its own). */
const traps: HTMLElement[] = [];

/** What opens over a modal from inside it (a menu, a list of choices, another dialog): the focus may go there. */
const OPEN_OVER =
  '[role="menu"],[role="listbox"],[role="dialog"],[role="alertdialog"],[data-floating-ui-portal]';

/**
 * Keeps keyboard focus inside a modal while it is mounted. On mount it remembers the focused element (inside
 * shadow roots too) and focuses `initialFocus`, else the first focusable element, else the container (give it
 * tabIndex -1). On unmount focus goes back to the remembered element, unless it has already moved somewhere else
 * on purpose. Returns the keydown handler that makes Tab and Shift+Tab wrap; put it on the container.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  initialFocus?: RefObject<HTMLElement | null>,
): (event: KeyboardEvent) => void {
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const doc = container.ownerDocument;
    const opener = deepActiveElement(doc);
    const first = initialFocus?.current ?? focusableIn(container)[0] ?? container;
    first.focus({ preventScroll: true });
    traps.push(container);
    // Keys pressed inside a frame never reach the container (a message's frame, of no origin): Shift+Tab from it
    // lands behind the modal. The focus is brought back in, at the modal's last control (Tab wraps that way).
    const onFocusIn = (event: FocusEvent) => {
      if (traps.at(-1) !== container || event.composedPath().includes(container)) return;
      const target = event.composedPath()[0];
      if (target instanceof Element && target.closest(OPEN_OVER)) return;
      (focusableIn(container).at(-1) ?? container).focus({ preventScroll: true });
    };
    doc.addEventListener('focusin', onFocusIn);
    return () => {
      doc.removeEventListener('focusin', onFocusIn);
      traps.splice(traps.indexOf(container), 1);
      if (!(opener instanceof HTMLElement) || !opener.isConnected) return;
      const active = deepActiveElement(container.ownerDocument);
      const lost = !active || active === container.ownerDocument.body || container.contains(active);
      if (lost) opener.focus({ preventScroll: true });
    };
  }, [containerRef, initialFocus]);

  return useTabWrap(containerRef);
}

/**
 * The keydown handler that makes Tab and Shift+Tab wrap inside a container, without moving the focus into it: for a
 * non-modal part (a call's prompt) that keeps the keyboard in itself once the user is in it, so Tab never reaches
 * what it covers. Put it on the container.
 */
export function useTabWrap(containerRef: RefObject<HTMLElement | null>): (event: KeyboardEvent) => void {
  return useCallback(
    (event: KeyboardEvent) => {
      const container = containerRef.current;
      if (event.key !== 'Tab' || !container) return;
      // The trap moves focus itself, so Tab can never reach the page behind the modal.
      event.preventDefault();
      const items = focusableIn(container);
      if (items.length === 0) return;
      const root = container.getRootNode() as Document | ShadowRoot;
      const at = items.indexOf(root.activeElement as HTMLElement);
      const next = event.shiftKey
        ? items[at <= 0 ? items.length - 1 : at - 1]
        : items[at === -1 || at === items.length - 1 ? 0 : at + 1];
      next?.focus();
    },
    [containerRef],
  );
}
