import { autoUpdate, flip, offset, type Placement, shift, useFloating } from '@floating-ui/react-dom';
import { type CSSProperties, type RefObject, useCallback, useRef } from 'react';

/** What {@link useAnchoredPanel} gives: the refs to set on the button and the panel, and the panel's position. */
export interface AnchoredPanel<B extends HTMLElement, P extends HTMLElement> {
  buttonRef: RefObject<B | null>;
  panelRef: RefObject<P | null>;
  setButton: (node: B | null) => void;
  setPanel: (node: P | null) => void;
  panelStyle: CSSProperties;
}

/**
 * A panel placed beside its button while `open` (floating-ui only places it: kept on screen, flipped when there is no
 * room), with refs to both for the component's own interaction.
 */
export function useAnchoredPanel<B extends HTMLElement, P extends HTMLElement>(
  open: boolean,
  placement: Placement,
): AnchoredPanel<B, P> {
  const buttonRef = useRef<B | null>(null);
  const panelRef = useRef<P | null>(null);
  const { refs, floatingStyles } = useFloating({
    open,
    placement,
    middleware: [offset(4), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const setButton = useCallback(
    (node: B | null) => {
      buttonRef.current = node;
      refs.setReference(node);
    },
    [refs],
  );
  const setPanel = useCallback(
    (node: P | null) => {
      panelRef.current = node;
      refs.setFloating(node);
    },
    [refs],
  );
  return { buttonRef, panelRef, setButton, setPanel, panelStyle: floatingStyles };
}
