import { useEffect, useState } from 'react';
import { IconButton } from './IconButton';

/** How serious a toast is; error and warning interrupt (role alert), success and info wait (role status). */
export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

/** One toast shown by {@link Toasts}. */
export interface ToastItem {
  id: string;
  title: string;
  message?: string;
  severity: ToastSeverity;
  /** Milliseconds before it dismisses itself; 0 keeps it until dismissed. Defaults to the region's duration. */
  duration?: number;
}

/** A dismiss button's name: a word the toast's title follows ('Dismiss: Licence'), or the whole name of a title. */
export type DismissLabel = string | ((title: string) => string);

const dismissLabelOf = (label: DismissLabel, title: string) =>
  typeof label === 'string' ? `${label}: ${title}` : label(title);

/** Props of {@link Toast}. */
export interface ToastProps {
  toast: ToastItem;
  duration: number;
  dismissLabel: DismissLabel;
  onDismiss: (id: string) => void;
}

/**
 * A single toast with its dismiss button and its own timer, which waits while the keyboard focus is in it (someone
 * about to press its button) and starts again when it leaves. The pointer does not hold it: a toast that appeared
 * over a control would otherwise stay there for as long as the pointer rests on the way to that control.
 */
export function Toast({ toast, duration, dismissLabel, onDismiss }: ToastProps) {
  const { id, title, message, severity } = toast;
  const lifetime = toast.duration ?? duration;
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (lifetime <= 0 || held) return;
    const timer = setTimeout(() => onDismiss(id), lifetime);
    return () => clearTimeout(timer);
  }, [id, lifetime, onDismiss, held]);

  const urgent = severity === 'error' || severity === 'warning';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the toast has a role (status or alert, set from its severity); these handlers only hold its timer.
    <div
      className="fk-toast"
      data-fk-severity={severity}
      role={urgent ? 'alert' : 'status'}
      aria-atomic="true"
      onFocus={() => setHeld(true)}
      onBlur={(event) => setHeld(event.currentTarget.contains(event.relatedTarget))}
    >
      <div className="fk-toast__body">
        <p className="fk-toast__title">{title}</p>
        {message ? <p className="fk-toast__message">{message}</p> : null}
      </div>
      <IconButton label={dismissLabelOf(dismissLabel, title)} onClick={() => onDismiss(id)}>
        <span aria-hidden="true">×</span>
      </IconButton>
    </div>
  );
}
