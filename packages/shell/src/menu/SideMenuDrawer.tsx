import {
  createContext,
  type ReactNode,
  type RefObject,
  useContext,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';

/** On a phone the side menu is a drawer over the screen: whether it is open, and the top-bar button that opens it. */
export interface SideMenuDrawer {
  open: boolean;
  setOpen(open: boolean): void;
  /** The side menu's element id, for the button's aria-controls. */
  menuId: string;
  /** The button that opens it: the focus goes back there when it closes. */
  toggle: RefObject<HTMLButtonElement | null>;
}

const DrawerContext = createContext<SideMenuDrawer | null>(null);

/** Shares the drawer's state between the top bar's button and the side menu. */
export function SideMenuDrawerProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const value = useMemo(() => ({ open, setOpen, menuId, toggle }), [open, menuId]);
  return <DrawerContext.Provider value={value}>{children}</DrawerContext.Provider>;
}

const closedDrawer: SideMenuDrawer = {
  open: false,
  setOpen: () => {},
  menuId: '',
  toggle: { current: null },
};

/** The drawer's state; outside a provider, a drawer that never opens. */
export const useSideMenuDrawer = (): SideMenuDrawer => useContext(DrawerContext) ?? closedDrawer;
