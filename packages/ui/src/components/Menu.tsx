import { autoUpdate, flip, offset, type Placement, shift, useFloating } from '@floating-ui/react-dom';
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { usePortalContainer } from '../context/PortalContainer';
import { useOpenState } from '../hooks/useOpenState';
import { useOutsidePointerDown } from '../hooks/useOutsidePointerDown';
import { useTypeahead } from '../hooks/useTypeahead';
import { typeaheadMatch } from '../model/typeahead';
import { MenuContext, type MenuContextValue } from './MenuContext';

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

/** Which item takes focus when the menu opens, and whether it shows highlighted (not after a pointer click). */
interface Opening {
  item: 'first' | 'last';
  highlighted: boolean;
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
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const panelRef = useRef<HTMLDivElement | null>(null);
  const labels = useRef(new Map<string, string | null>());
  const opening = useRef<Opening>({ item: 'first', highlighted: false });
  const [activeId, setActiveId] = useState<string | null>(null);
  const [highlighted, setHighlighted] = useState(false);
  const typeahead = useTypeahead();

  // floating-ui only places the panel; the interaction is this component's own (bundle size).
  const { refs, floatingStyles } = useFloating({
    open,
    placement,
    middleware: [offset(4), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const setButton = useCallback(
    (node: HTMLButtonElement | null) => {
      buttonRef.current = node;
      refs.setReference(node);
    },
    [refs],
  );
  const setPanel = useCallback(
    (node: HTMLDivElement | null) => {
      panelRef.current = node;
      refs.setFloating(node);
    },
    [refs],
  );

  /** The enabled items, in document order, read when needed so groups and conditional items just work. */
  const items = () =>
    [...(panelRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])].filter(
      (item) => !item.disabled,
    );

  const moveTo = useCallback((item: HTMLElement | undefined, highlight: boolean) => {
    if (!item) return;
    setActiveId(item.id);
    setHighlighted(highlight);
    item.focus({ preventScroll: true });
  }, []);

  const focusOpening = () => {
    const list = items();
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

  const openWith = (item: Opening['item'], highlight: boolean) => {
    opening.current = { item, highlighted: highlight };
    if (open) focusOpening();
    else setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    if (returnFocus) buttonRef.current?.focus({ preventScroll: true });
    setOpen(false);
  };
  const closeRef = useRef(close);
  closeRef.current = close;

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
      unhighlight: () => setHighlighted(false),
      choose: (onSelect) => {
        onSelect?.();
        closeRef.current(true);
      },
    }),
    [activeId, highlighted, register, moveTo],
  );

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const at = list.indexOf(event.target as HTMLButtonElement);
    let next: HTMLElement | undefined;
    switch (event.key) {
      case 'ArrowDown':
        next = list[(at + 1) % list.length];
        break;
      case 'ArrowUp':
        next = list[at <= 0 ? list.length - 1 : at - 1];
        break;
      case 'Home':
        next = list[0];
        break;
      case 'End':
        next = list.at(-1);
        break;
      case 'Escape':
        // A dialog around the menu stays open.
        event.stopPropagation();
        event.preventDefault();
        close(true);
        return;
      case 'Tab':
        // Focus goes back to the button first, so the browser's own Tab moves on from there.
        close(true);
        return;
      default: {
        const printable = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
        // Space chooses the focused item unless a typeahead search is under way.
        if (!printable || (event.key === ' ' && !typeahead.typing())) return;
        event.preventDefault();
        const typed = typeahead.type(event.key);
        next =
          list[
            typeaheadMatch(
              list.map((item) => labels.current.get(item.id) ?? null),
              typed,
              at,
            )
          ];
      }
    }
    event.preventDefault();
    moveTo(next, true);
  };

  return (
    <>
      <button
        type="button"
        ref={setButton}
        id={buttonId}
        className={triggerClassName ? `fk-button ${triggerClassName}` : 'fk-button'}
        aria-label={ariaLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-fk-open={open ? 'true' : undefined}
        onClick={(event) => {
          // detail 0: a click from assistive technology rather than a pointer; show where focus went.
          if (open) close(false);
          else openWith('first', event.detail === 0);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openWith(event.key === 'ArrowUp' ? 'last' : 'first', true);
          } else if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            if (open) close(false);
            else openWith('first', true);
          }
        }}
      >
        {label}
      </button>
      <MenuContext.Provider value={context}>
        {open
          ? createPortal(
              <div
                ref={setPanel}
                id={menuId}
                role="menu"
                aria-labelledby={buttonId}
                aria-orientation="vertical"
                tabIndex={-1}
                className={className ? `fk-menu ${className}` : 'fk-menu'}
                style={floatingStyles}
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
