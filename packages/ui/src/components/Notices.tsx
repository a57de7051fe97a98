import type { Notice } from '@fieldkit/core';
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { useFieldkit } from '../context/FieldkitContext';
import type { ToastItem } from './Toast';
import { Toasts } from './Toasts';

/** Props of {@link Notices}. */
export interface NoticesProps {
  /** Lifetime of a toast in milliseconds; 0 keeps them until dismissed. */
  duration?: number;
  label?: string;
  dismissLabel?: string;
  portalContainer?: HTMLElement | null;
}

const toToast = (notice: Notice): ToastItem => ({
  id: String(notice.id),
  title: notice.title,
  message: notice.text,
  severity: notice.severity,
});

/** Core's notices (the 401 "Logout" notice, errors, warnings) shown as toasts. */
export function Notices({ duration, label, dismissLabel, portalContainer }: NoticesProps) {
  const store = useFieldkit().notices;
  const notices = useStore(store, (state) => state.notices);
  const toasts = useMemo(() => notices.map(toToast), [notices]);
  const dismiss = useMemo(() => (id: string) => store.getState().dismiss(Number(id)), [store]);
  return (
    <Toasts
      toasts={toasts}
      onDismiss={dismiss}
      duration={duration}
      label={label}
      dismissLabel={dismissLabel}
      portalContainer={portalContainer}
    />
  );
}
