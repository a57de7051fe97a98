import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';

const PortalContainerContext = createContext<HTMLElement | null>(null);

/** Where floating content (dialogs, menus, toasts) is portalled; a custom element passes a div inside its shadow root. */
export function PortalContainerProvider({
  container,
  children,
}: {
  container: HTMLElement | null;
  children?: ReactNode;
}) {
  return <PortalContainerContext.Provider value={container}>{children}</PortalContainerContext.Provider>;
}

const noSubscription = () => () => {};

/**
 * The portal container: the prop when given, else the provider's, else document.body. None on a server rendering the
 * page and while the client hydrates it (what portals hold follows on the client): server HTML and the hydrated tree
 * then agree.
 */
export function usePortalContainer(override?: HTMLElement | null): HTMLElement | null {
  const fromContext = useContext(PortalContainerContext);
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!inBrowser) return null;
  return override ?? fromContext ?? document.body;
}

/** `node` portalled into `root`, or nothing where there is no container yet (the server, the hydrating client). */
export function portalInto(node: ReactNode, root: HTMLElement | null): ReactNode {
  return root ? createPortal(node, root) : null;
}
