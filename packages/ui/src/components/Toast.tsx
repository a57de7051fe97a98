import { useEffect } from 'react';

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

/** A single toast with its dismiss button and its own timer. */
export function Toast({ toast, duration, dismissLabel, onDismiss }: ToastProps) {
  const { id, title, message, severity } = toast;
  const lifetime = toast.duration ?? duration;
  useEffect(() => {
    if (lifetime <= 0) return;
    const timer = setTimeout(() => onDismiss(id), lifetime);
    return () => clearTimeout(timer);
  }, [id, lifetime, onDismiss]);

  const urgent = severity === 'error' || severity === 'warning';
  return (
    <div
      className="fk-toast"
      data-fk-severity={severity}
      role={urgent ? 'alert' : 'status'}
      aria-atomic="true"
    >
      <div className="fk-toast__body">
        <p className="fk-toast__title">{title}</p>
        {message ? <p className="fk-toast__message">{message}</p> : null}
      </div>
      <button
        type="button"
        className="fk-button"
        data-fk-variant="icon"
        aria-label={`${dismissLabel}: ${title}`}
        onClick={() => onDismiss(id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
