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
  /** Called by NO and by Escape. */
  onCancel: () => void;
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
  portalContainer,
}: ConfirmDialogProps) {
  const noRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={heading}
      role="alertdialog"
      initialFocus={noRef}
      portalContainer={portalContainer}
      actions={
        <>
          <button type="button" className="fk-button" ref={noRef} onClick={onCancel}>
            {noLabel}
          </button>
          <button type="button" className="fk-button" data-fk-variant="primary" onClick={onConfirm}>
            {yesLabel}
          </button>
        </>
      }
    >
      {text ? <p className="fk-dialog__text">{text}</p> : null}
    </Dialog>
  );
}
