import { createContext, useContext } from 'react';

/** What a MenuItem needs from its Menu. */
export interface MenuContextValue {
  activeIndex: number | null;
  getItemProps: (props?: Record<string, unknown>) => Record<string, unknown>;
  close: () => void;
}

export const MenuContext = createContext<MenuContextValue | null>(null);

/** The enclosing Menu; a MenuItem outside a Menu is a programming error. */
export function useMenuContext(): MenuContextValue {
  const value = useContext(MenuContext);
  if (!value) throw new Error('MenuItem must be rendered inside a Menu.');
  return value;
}
