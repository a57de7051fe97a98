import { type ReactNode, useRef } from 'react';
import { Dialog } from './Dialog';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  heading: ReactNode;
  text?: ReactNode;
  /** Label of the refusing button; 'NO' by default. */
  noLabel?: string;
  /** Label of the accepting button; 'YES' by default. */
  yesLabel?: string;
  onConfirm: () => void;
  /** Called by NO, and by Escape unless `onDismiss` is given. */
  onCancel: () => void;
  /** Called by Escape and a click outside; `onCancel` when absent. */
  onDismiss?: () => void;
  /** Which button has the initial focus: NO (default), the choice that changes nothing, or YES. */
  initialFocus?: 'no' | 'yes';
  className?: string;
  portalContainer?: HTMLElement | null;
}

/** A yes-or-no question in a modal alert dialog; NO has the initial focus, as the choice that changes nothing. */
export function ConfirmDialog({
  open,
  heading,
  text,
  noLabel = 'NO',
  yesLabel = 'YES',
  onConfirm,
  onCancel,
  onDismiss = onCancel,
  initialFocus = 'no',
  className,
  portalContainer,
}: ConfirmDialogProps) {
  const noRef = useRef<HTMLButtonElement>(null);
  const yesRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onDismiss();
      }}
      title={heading}
      role="alertdialog"
      initialFocus={initialFocus === 'yes' ? yesRef : noRef}
      className={className}
      portalContainer={portalContainer}
      actions={
        <>
          <button type="button" className="fk-button" ref={noRef} onClick={onCancel}>
            {noLabel}
          </button>
          <button
            type="button"
            className="fk-button"
            data-fk-variant="primary"
            ref={yesRef}
            onClick={onConfirm}
          >
            {yesLabel}
          </button>
        </>
      }
    >
      {text ? <p className="fk-dialog__text">{text}</p> : null}
    </Dialog>
  );
}
