import { useRef } from 'react';
import { portalInto, usePortalContainer } from '../context/PortalContainer';
import { useClearPlace } from '../hooks/useClearPlace';
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

/**
 * The toast region: a labelled landmark that stacks toasts and lets each one go. It stands at the top of the screen
 * (the bottom on a phone), and moves to a clear place while it would cover an open menu, a call's prompt, a dialog's
 * controls or the control just used.
 */
export function Toasts({
  toasts,
  onDismiss,
  duration = 5000,
  label = 'Notifications',
  dismissLabel = 'Dismiss',
  portalContainer,
}: ToastsProps) {
  const root = usePortalContainer(portalContainer);
  const regionRef = useRef<HTMLElement>(null);
  const top = useClearPlace(regionRef, toasts.length);
  return portalInto(
    <section
      ref={regionRef}
      className="fk-toasts"
      data-fk-moved={top === undefined ? undefined : 'true'}
      style={top === undefined ? undefined : { top, bottom: 'auto' }}
      aria-label={label}
    >
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
