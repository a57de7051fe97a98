import { createPortal } from 'react-dom';
import { usePortalContainer } from '../context/PortalContainer';
import { type DismissLabel, Toast, type ToastItem } from './Toast';

/** Props of {@link Toasts}. */
export interface ToastsProps {
  toasts: readonly ToastItem[];
  onDismiss: (id: string) => void;
  /** Default lifetime of a toast in milliseconds; 0 keeps toasts until dismissed. */
  duration?: number;
  /** Accessible name of the region. */
  label?: string;
  /** Each dismiss button's name: a word followed by the toast's title, or the name made of the title. */
  dismissLabel?: DismissLabel;
  portalContainer?: HTMLElement | null;
}

/** The toast region: a labelled landmark that stacks toasts and lets each one go. */
export function Toasts({
  toasts,
  onDismiss,
  duration = 5000,
  label = 'Notifications',
  dismissLabel = 'Dismiss',
  portalContainer,
}: ToastsProps) {
  const root = usePortalContainer(portalContainer);
  return createPortal(
    <section className="fk-toasts" aria-label={label}>
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          toast={toast}
          duration={duration}
          dismissLabel={dismissLabel}
          onDismiss={onDismiss}
        />
      ))}
    </section>,
    root,
  );
}
