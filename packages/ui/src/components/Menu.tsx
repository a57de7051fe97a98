import type { Placement } from '@floating-ui/react-dom';
import { type KeyboardEvent, type ReactNode, useCallback, useId, useMemo, useRef } from 'react';
import { portalInto, usePortalContainer } from '../context/PortalContainer';
import { useAnchoredPanel } from '../hooks/useAnchoredPanel';
import { useLatest } from '../hooks/useLatest';
import { useOpenState } from '../hooks/useOpenState';
import { useOutsidePointerDown } from '../hooks/useOutsidePointerDown';
import { useTypeahead } from '../hooks/useTypeahead';
import { MenuContext, type MenuContextValue } from './MenuContext';
import { menuKeyAction } from './menu-keys';
import { enabledItems, type Opening, useMenuFocus } from './useMenuFocus';

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
  const [open, setOpen] = useOpenState(controlledOpen, defaultOpen, onOpenChange);
  const buttonId = useId();
  const menuId = useId();
  const labels = useRef(new Map<string, string | null>());
  const typeahead = useTypeahead();

  // floating-ui only places the panel; the interaction is this component's own (bundle size).
  const { buttonRef, panelRef, setButton, setPanel, panelStyle } = useAnchoredPanel<
    HTMLButtonElement,
    HTMLDivElement
  >(open, placement);

  const { activeId, highlighted, unhighlight, moveTo, openWith } = useMenuFocus(open, setOpen, panelRef);
  const close = (returnFocus: boolean) => {
    if (returnFocus) buttonRef.current?.focus({ preventScroll: true });
    setOpen(false);
  };
  const closeRef = useLatest(close);

  useOutsidePointerDown(
    open,
    () => [buttonRef.current, panelRef.current],
    () => close(false),
  );

  const register = useCallback((id: string, itemLabel: string | null) => {
    labels.current.set(id, itemLabel);
    return () => {
      labels.current.delete(id);
    };
  }, []);
  const context = useMemo<MenuContextValue>(
    () => ({
      activeId,
      highlighted,
      register,
      focusItem: (item) => moveTo(item, true),
      unhighlight,
      choose: (onSelect) => {
        onSelect?.();
        closeRef.current(true);
      },
    }),
    [activeId, highlighted, register, moveTo, unhighlight],
  );

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = enabledItems(panelRef.current);
    const at = list.indexOf(event.target as HTMLButtonElement);
    const action = menuKeyAction(event, list, at, typeahead, (item) => labels.current.get(item.id) ?? null);
    if (!action) return;
    if ('move' in action) {
      event.preventDefault();
      moveTo(action.move, true);
      return;
    }
    // Escape: a dialog around the menu stays open. Tab: focus goes back to the button first, so the browser's own
    // Tab moves on from there.
    if (action.close === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
    }
    close(true);
  };

  return (
    <>
      <MenuButton
        ref={setButton}
        id={buttonId}
        menuId={menuId}
        open={open}
        label={label}
        ariaLabel={ariaLabel}
        className={triggerClassName}
        onToggle={(highlight) => (open ? close(false) : openWith('first', highlight))}
        onArrow={(item) => openWith(item, true)}
      />
      <MenuContext.Provider value={context}>
        {open
          ? portalInto(
              <div
                ref={setPanel}
                id={menuId}
                role="menu"
                aria-labelledby={buttonId}
                aria-orientation="vertical"
                tabIndex={-1}
                className={className ? `fk-menu ${className}` : 'fk-menu'}
                style={panelStyle}
                onKeyDown={onPanelKeyDown}
              >
                {children}
              </div>,
              root,
            )
          : null}
      </MenuContext.Provider>
    </>
  );
}

/** Props of {@link MenuButton}. */
interface MenuButtonProps {
  ref: (node: HTMLButtonElement | null) => void;
  id: string;
  menuId: string;
  open: boolean;
  label: ReactNode;
  ariaLabel: string | undefined;
  className: string | undefined;
  /** Opens or closes the menu; `highlight` shows where focus went (a keyboard, or assistive technology). */
  onToggle: (highlight: boolean) => void;
  /** Opens the menu on its first or last item (Arrow Down, Arrow Up). */
  onArrow: (item: Opening['item']) => void;
}

/** The button that opens a menu: a click, Enter or Space toggles it; Arrow Down and Arrow Up open it at an end. */
function MenuButton({
  ref,
  id,
  menuId,
  open,
  label,
  ariaLabel,
  className,
  onToggle,
  onArrow,
}: MenuButtonProps) {
  return (
    <button
      type="button"
      ref={ref}
      id={id}
      className={className ? `fk-button ${className}` : 'fk-button'}
      aria-label={ariaLabel}
      aria-haspopup="menu"
      aria-expanded={open}
      aria-controls={open ? menuId : undefined}
      data-fk-open={open ? 'true' : undefined}
      // detail 0: a click from assistive technology rather than a pointer; show where focus went.
      onClick={(event) => onToggle(!open && event.detail === 0)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          onArrow(event.key === 'ArrowUp' ? 'last' : 'first');
        } else if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onToggle(true);
        }
      }}
    >
      {label}
    </button>
  );
}
