import { createContext, useContext } from 'react';

/** What a MenuItem needs from its Menu. */
export interface MenuContextValue {
  /** The id of the item that holds the roving tabIndex, or null. */
  activeId: string | null;
  /** Whether the active item shows as highlighted (moved to by keys or the pointer, not just opened by a click). */
  highlighted: boolean;
  /** Records an item's typeahead label by its element id; returns the unregister function. */
  register: (id: string, label: string | null) => () => void;
  /** Makes the item active, highlights it and focuses it. */
  focusItem: (item: HTMLElement) => void;
  /** Takes the highlight away when the pointer leaves an item; focus stays. */
  unhighlight: () => void;
  /** Runs the item's onSelect, closes the menu and gives focus back to the menu button. */
  choose: (onSelect?: () => void) => void;
}

export const MenuContext = createContext<MenuContextValue | null>(null);

/** The enclosing Menu; a MenuItem outside a Menu is a programming error. */
export function useMenuContext(): MenuContextValue {
  const value = useContext(MenuContext);
  if (!value) throw new Error('MenuItem must be rendered inside a Menu.');
  return value;
}
