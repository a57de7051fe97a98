import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useId,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import type { ReactNode, RefObject } from 'react';
import { usePortalContainer } from '../context/PortalContainer';

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with false when the user presses Escape (or clicks the backdrop, if allowed). */
  onOpenChange: (open: boolean) => void;
  /** The heading; it also names the dialog. */
  title: ReactNode;
  children?: ReactNode;
  /** Buttons shown at the foot of the dialog. */
  actions?: ReactNode;
  /** 'alertdialog' for a question that needs an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Element focused on open; by default the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Clicking the backdrop closes the dialog. */
  closeOnBackdrop?: boolean;
  /** Where the dialog is portalled (a div inside a shadow root for custom elements). */
  portalContainer?: HTMLElement | null;
  className?: string;
}

/** A modal dialog: focus trapped inside, Escape closes, focus returns to the element that opened it. */
export function Dialog({
  open,
  onOpenChange,
  title,
  children,
  actions,
  role = 'dialog',
  initialFocus,
  closeOnBackdrop = false,
  portalContainer,
  className,
}: DialogProps) {
  const root = usePortalContainer(portalContainer);
  const { refs, context } = useFloating({ open, onOpenChange });
  const dismiss = useDismiss(context, { outsidePress: closeOnBackdrop, outsidePressEvent: 'mousedown' });
  const roleProps = useRole(context, { role: role === 'alertdialog' ? 'alertdialog' : 'dialog' });
  const { getFloatingProps } = useInteractions([dismiss, roleProps]);
  const titleId = useId();

  if (!open) return null;
  return (
    <FloatingPortal root={root}>
      <FloatingOverlay className="fk-dialog-overlay" lockScroll>
        <FloatingFocusManager context={context} initialFocus={initialFocus ?? 0} returnFocus modal>
          {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is dialog or alertdialog, both take aria-labelledby */}
          <div
            ref={refs.setFloating}
            className={className ? `fk-dialog ${className}` : 'fk-dialog'}
            aria-labelledby={titleId}
            aria-modal="true"
            {...getFloatingProps()}
            role={role}
          >
            <h2 id={titleId} className="fk-dialog__title">
              {title}
            </h2>
            {children}
            {actions ? <div className="fk-dialog__actions">{actions}</div> : null}
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}
