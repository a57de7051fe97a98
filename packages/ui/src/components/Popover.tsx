import {
  autoUpdate,
  FloatingFocusManager,
  FloatingPortal,
  flip,
  offset,
  type Placement,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { cloneElement, type ReactElement, type ReactNode, type Ref } from 'react';
import { usePortalContainer } from '../context/PortalContainer';
import { useOpenState } from '../hooks/useOpenState';

/** Props of {@link Popover}. */
export interface PopoverProps {
  /** The element that toggles the popover; it receives the ref and the aria attributes. */
  trigger: ReactElement<{ ref?: Ref<HTMLElement> } & Record<string, unknown>>;
  children?: ReactNode;
  /** Accessible name of the popover panel. */
  label?: string;
  placement?: Placement;
  /** Controlled open state; leave undefined to let the popover manage it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
  portalContainer?: HTMLElement | null;
  className?: string;
}

/** A non-modal floating panel anchored to its trigger: click toggles, Escape and a click outside close it. */
export function Popover({
  trigger,
  children,
  label,
  placement = 'bottom-start',
  open: controlledOpen,
  onOpenChange,
  defaultOpen = false,
  portalContainer,
  className,
}: PopoverProps) {
  const root = usePortalContainer(portalContainer);
  const [open, setOpen] = useOpenState(controlledOpen, defaultOpen, onOpenChange);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'dialog' }),
  ]);

  return (
    <>
      {cloneElement(trigger, { ref: refs.setReference, ...getReferenceProps(trigger.props) })}
      {open ? (
        <FloatingPortal root={root}>
          <FloatingFocusManager context={context} modal={false} initialFocus={-1}>
            <div
              ref={refs.setFloating}
              className={className ? `fk-popover ${className}` : 'fk-popover'}
              style={floatingStyles}
              role="dialog"
              aria-label={label}
              {...getFloatingProps()}
            >
              {children}
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      ) : null}
    </>
  );
}
