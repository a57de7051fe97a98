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

/** Props of {@link Toast}. */
export interface ToastProps {
  toast: ToastItem;
  duration: number;
  dismissLabel: string;
  onDismiss: (id: string) => void;
}

/**
 * A single toast with its dismiss button and its own timer, which waits while the pointer is over the toast or the
 * focus is in it (someone reading it, or about to press its button), and starts again when they leave.
 */
export function Toast({ toast, duration, dismissLabel, onDismiss }: ToastProps) {
  const { id, title, message, severity } = toast;
  const lifetime = toast.duration ?? duration;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;
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
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
    >
      <div className="fk-toast__body">
        <p className="fk-toast__title">{title}</p>
        {message ? <p className="fk-toast__message">{message}</p> : null}
      </div>
      <IconButton label={`${dismissLabel}: ${title}`} onClick={() => onDismiss(id)}>
        <span aria-hidden="true">×</span>
      </IconButton>
    </div>
  );
}
