import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** Which item takes focus when the menu opens, and whether it shows highlighted (not after a pointer click). */
export interface Opening {
  item: 'first' | 'last';
  highlighted: boolean;
}

/** What {@link useMenuFocus} gives a menu. */
export interface MenuFocus {
  /** The item that has the focus (`aria-activedescendant`-like state for the items' styles). */
  activeId: string | null;
  /** The active item shows highlighted (moved to by a key, not hovered). */
  highlighted: boolean;
  unhighlight(): void;
  /** Moves the focus to `item`, highlighted or not. */
  moveTo(item: HTMLElement | undefined, highlight: boolean): void;
  /** Opens the menu (or, open, moves) with the focus on its first or last item. */
  openWith(item: Opening['item'], highlight: boolean): void;
}

/** The enabled items of a menu panel, in document order, read when needed so groups and conditional items just work. */
export function enabledItems(panel: HTMLElement | null): HTMLButtonElement[] {
  return [...(panel?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])].filter(
    (item) => !item.disabled,
  );
}

/** The focus inside a menu: on the item asked for when it opens, then where the keys and the pointer move it. */
export function useMenuFocus(
  open: boolean,
  setOpen: (open: boolean) => void,
  panelRef: RefObject<HTMLElement | null>,
): MenuFocus {
  const opening = useRef<Opening>({ item: 'first', highlighted: false });
  const [activeId, setActiveId] = useState<string | null>(null);
  const [highlighted, setHighlighted] = useState(false);

  const moveTo = useCallback((item: HTMLElement | undefined, highlight: boolean) => {
    if (!item) return;
    setActiveId(item.id);
    setHighlighted(highlight);
    item.focus({ preventScroll: true });
  }, []);

  const focusOpening = () => {
    const list = enabledItems(panelRef.current);
    const { item, highlighted: highlight } = opening.current;
    const target = item === 'last' ? list.at(-1) : list[0];
    if (target) moveTo(target, highlight);
    else panelRef.current?.focus({ preventScroll: true });
    opening.current = { item: 'first', highlighted: false };
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the menu opens or closes, not per render.
  useEffect(() => {
    if (open) focusOpening();
    else setActiveId(null);
  }, [open]);

  return {
    activeId,
    highlighted,
    unhighlight: useCallback(() => setHighlighted(false), []),
    moveTo,
    openWith(item, highlight) {
      opening.current = { item, highlighted: highlight };
      if (open) focusOpening();
      else setOpen(true);
    },
  };
}
