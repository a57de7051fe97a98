import { type CSSProperties, type KeyboardEvent, type ReactNode, type RefObject, useId, useRef } from 'react';
import { portalInto, usePortalContainer } from '../context/PortalContainer';
import { useFocusTrap } from '../hooks/useFocusTrap';
import { useScrollLock } from '../hooks/useScrollLock';

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
  /** Buttons shown beside the title (icon buttons, each with its accessible name), after it in the tab order. */
  headerActions?: ReactNode;
  /** 'alertdialog' for a question that needs an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Element focused on open; by default the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Clicking the backdrop closes the dialog. */
  closeOnBackdrop?: boolean;
  /** Where the dialog is portalled (a div inside a shadow root for custom elements). */
  portalContainer?: HTMLElement | null;
  className?: string;
  /** The dialog's `part` name, for a page that styles a widget element's dialog with `::part()`. */
  part?: string;
  /** On a phone the dialog takes the whole screen (a list, a message: not a short question). */
  fullScreenOnPhone?: boolean;
  /** Keys of the dialog's own (arrows through pictures), pressed anywhere inside it; Escape and Tab stay the dialog's. */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/** The overlay covers the viewport and scrolls a dialog taller than it. */
const overlayStyle: CSSProperties = { position: 'fixed', inset: 0, overflow: 'auto' };

/** A modal dialog: focus trapped inside, Escape closes, focus returns to the element that opened it. */
export function Dialog(props: DialogProps) {
  // Mounted only while open, so focus, scroll lock and their clean-up follow the dialog's life.
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  onOpenChange,
  title,
  children,
  actions,
  headerActions,
  role = 'dialog',
  initialFocus,
  closeOnBackdrop = false,
  portalContainer,
  className,
  part,
  fullScreenOnPhone = false,
  onKeyDown,
}: DialogProps) {
  const root = usePortalContainer(portalContainer);
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const trapTab = useFocusTrap(dialogRef, initialFocus);
  useScrollLock();

  return portalInto(
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is not a control; Escape closes the dialog.
    <div
      className="fk-dialog-overlay"
      style={overlayStyle}
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        // A press on the backdrop must not take focus out of the dialog.
        event.preventDefault();
        if (closeOnBackdrop) onOpenChange(false);
      }}
    >
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is dialog or alertdialog, both take aria-modal and aria-labelledby */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: role is dialog or alertdialog; its keys are Escape and Tab */}
      <div
        ref={dialogRef}
        className={className ? `fk-dialog ${className}` : 'fk-dialog'}
        part={part}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        data-fk-phone={fullScreenOnPhone ? 'full' : undefined}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            // A dialog opened from inside this one closes alone.
            event.stopPropagation();
            onOpenChange(false);
            return;
          }
          onKeyDown?.(event);
          trapTab(event);
        }}
      >
        {headerActions ? (
          <div className="fk-dialog__header">
            <h2 id={titleId} className="fk-dialog__title">
              {title}
            </h2>
            <div className="fk-dialog__header-actions">{headerActions}</div>
          </div>
        ) : (
          <h2 id={titleId} className="fk-dialog__title">
            {title}
          </h2>
        )}
        {children}
        {actions ? <div className="fk-dialog__actions">{actions}</div> : null}
      </div>
    </div>,
    root,
  );
}
