import { createContext, type ReactNode, useContext } from 'react';

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

/** The portal container: the prop when given, else the provider's, else document.body. */
export function usePortalContainer(override?: HTMLElement | null): HTMLElement {
  const fromContext = useContext(PortalContainerContext);
  return override ?? fromContext ?? document.body;
}
