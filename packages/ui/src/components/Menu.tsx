import {
  autoUpdate,
  FloatingFocusManager,
  FloatingList,
  FloatingPortal,
  flip,
  offset,
  type Placement,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
  useTypeahead,
} from '@floating-ui/react';
import { type ReactNode, useRef, useState } from 'react';
import { usePortalContainer } from '../context/PortalContainer';
import { MenuContext } from './MenuContext';

/** Props of {@link Menu}. */
export interface MenuProps {
  /** Content of the button that opens the menu. */
  label: ReactNode;
  /** Accessible name of the button when `label` is an icon. */
  ariaLabel?: string;
  /** MenuItem elements. */
  children: ReactNode;
  placement?: Placement;
  defaultOpen?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  portalContainer?: HTMLElement | null;
  /** Extra class of the menu panel. */
  className?: string;
  /** Extra class of the button that opens the menu (a dark top bar styles it its own way). */
  triggerClassName?: string;
}

/** A menu button: role menu and menuitem, arrow keys move, typeahead jumps, Escape and a click outside close. */
export function Menu({
  label,
  ariaLabel,
  children,
  placement = 'bottom-start',
  defaultOpen = false,
  open: controlledOpen,
  onOpenChange,
  portalContainer,
  className,
  triggerClassName,
}: MenuProps) {
  const root = usePortalContainer(portalContainer);
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = controlledOpen ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const elementsRef = useRef<Array<HTMLElement | null>>([]);
  const labelsRef = useRef<Array<string | null>>([]);

  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    middleware: [offset(4), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context),
    useRole(context, { role: 'menu' }),
    useDismiss(context),
    useListNavigation(context, { listRef: elementsRef, activeIndex, onNavigate: setActiveIndex, loop: true }),
    useTypeahead(context, { listRef: labelsRef, activeIndex, onMatch: open ? setActiveIndex : undefined }),
  ]);

  return (
    <>
      <button
        type="button"
        ref={refs.setReference}
        className={triggerClassName ? `fk-button ${triggerClassName}` : 'fk-button'}
        aria-label={ariaLabel}
        data-fk-open={open ? 'true' : undefined}
        {...getReferenceProps()}
      >
        {label}
      </button>
      <MenuContext.Provider value={{ activeIndex, getItemProps, close: () => setOpen(false) }}>
        <FloatingList elementsRef={elementsRef} labelsRef={labelsRef}>
          {open ? (
            <FloatingPortal root={root}>
              <FloatingFocusManager context={context} modal={false} initialFocus={0}>
                <div
                  ref={refs.setFloating}
                  className={className ? `fk-menu ${className}` : 'fk-menu'}
                  style={floatingStyles}
                  {...getFloatingProps()}
                >
                  {children}
                </div>
              </FloatingFocusManager>
            </FloatingPortal>
          ) : null}
        </FloatingList>
      </MenuContext.Provider>
    </>
  );
}
