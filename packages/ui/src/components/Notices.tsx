import type { Notice } from '@fieldkit/core';
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { useFieldkit } from '../context/FieldkitContext';
import { type Translate, useTranslation } from '../hooks/useTranslation';
import type { DismissLabel, ToastItem } from './Toast';
import { Toasts } from './Toasts';

/** Props of {@link Notices}. */
export interface NoticesProps {
  /** Lifetime of a toast in milliseconds; 0 keeps them until dismissed. */
  duration?: number;
  /** The region's name; core's `notices.label` in the user's language by default. */
  label?: string;
  /** Each dismiss button's name; core's `notices.dismiss` ('Dismiss: {{title}}') by default. */
  dismissLabel?: DismissLabel;
  portalContainer?: HTMLElement | null;
}

const toToast = (notice: Notice, t: Translate): ToastItem => {
  const options = { ...notice.values, ns: notice.ns };
  return {
    id: String(notice.id),
    title: t(notice.title, options),
    message: t(notice.text, options),
    severity: notice.severity,
  };
};

/** Core's notices (the 401 "Logout" notice, errors, warnings) shown as toasts, in the user's language, labels too. */
export function Notices({ duration, label, dismissLabel, portalContainer }: NoticesProps) {
  const store = useFieldkit().notices;
  const { t } = useTranslation('core');
  const notices = useStore(store, (state) => state.notices);
  const toasts = useMemo(() => notices.map((notice) => toToast(notice, t)), [notices, t]);
  const dismiss = useMemo(() => (id: string) => store.getState().dismiss(Number(id)), [store]);
  return (
    <Toasts
      toasts={toasts}
      onDismiss={dismiss}
      duration={duration}
      label={label ?? t('notices.label')}
      dismissLabel={dismissLabel ?? ((title: string) => t('notices.dismiss', { title }))}
      portalContainer={portalContainer}
    />
  );
}
