import { type KeyboardEvent, useRef } from 'react';
import { Dialog } from './Dialog';
import { IconButton } from './IconButton';

/** Props of {@link ImageViewer}. Every text comes from the widget that shows it. */
export interface ImageViewerProps {
  open: boolean;
  /** Called by Close, Escape and a press beside the dialog. */
  onClose: () => void;
  /** The picture's file name: the dialog's heading and name, and the picture's text alternative. */
  name: string;
  /** The picture's URL (an object URL of a file fetched with the token); null while it loads or when it failed. */
  src: string | null;
  /** Shown, and read out, in place of the picture while `src` is null: that it is loading, or that it failed. */
  placeholder: string;
  onDownload: () => void;
  closeLabel: string;
  downloadLabel: string;
  /** The picture shown, from 0, of `count`; with more than one, Previous, Next and the arrow keys move (round). */
  index?: number;
  count?: number;
  onIndexChange?: (index: number) => void;
  previousLabel: string;
  nextLabel: string;
  /** The position text ('2 of 3'), from the position counted from 1 and the count. */
  positionLabel: (position: number, count: number) => string;
  portalContainer?: HTMLElement | null;
}

/**
 * One picture as large as the screen allows (the whole screen on a phone), in a modal dialog named by its file
 * name, with Download and Close, and Previous, Next and the arrow keys through several. Escape closes it and the
 * focus goes back to the element that opened it.
 */
export function ImageViewer({
  open,
  onClose,
  name,
  src,
  placeholder,
  onDownload,
  closeLabel,
  downloadLabel,
  index = 0,
  count = 1,
  onIndexChange,
  previousLabel,
  nextLabel,
  positionLabel,
  portalContainer,
}: ImageViewerProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const several = count > 1;
  const go = (step: number) => onIndexChange?.((index + step + count) % count);
  const keys = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    if (!several || step === 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    go(step);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={name}
      className="fk-image-viewer"
      fullScreenOnPhone
      closeOnBackdrop
      initialFocus={closeRef}
      portalContainer={portalContainer}
      onKeyDown={keys}
      headerActions={
        <>
          <IconButton label={downloadLabel} icon="download" onClick={onDownload} />
          <IconButton label={closeLabel} icon="close" ref={closeRef} onClick={onClose} />
        </>
      }
    >
      <div className="fk-image-viewer__stage">
        {src ? (
          <img className="fk-image-viewer__image" src={src} alt={name} />
        ) : (
          <p className="fk-image-viewer__status" role="status">
            {placeholder}
          </p>
        )}
      </div>
      {several ? (
        <div className="fk-image-viewer__nav">
          <button type="button" className="fk-button" aria-label={previousLabel} onClick={() => go(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <p className="fk-image-viewer__position" aria-live="polite">
            {positionLabel(index + 1, count)}
          </p>
          <button type="button" className="fk-button" aria-label={nextLabel} onClick={() => go(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </Dialog>
  );
}
