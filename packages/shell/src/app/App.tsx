import type { Fieldkit, FieldkitI18n, SessionExpiryWatch } from '@fieldkit/core';
import { FieldkitProvider, Notices, SessionExpiryDialog } from '@fieldkit/ui';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { createShellRouter } from './router';

/** Props of {@link App}. */
export interface AppProps {
  fieldkit: Fieldkit;
  i18n: FieldkitI18n;
  /** The running token watch: the continue-session dialog answers through it. */
  sessionWatch: SessionExpiryWatch;
}

/** The reference application: Fieldkit's context, the routes, notices and the continue-session dialog. */
export function App({ fieldkit, i18n, sessionWatch }: AppProps) {
  const router = useMemo(() => createShellRouter(), []);
  return (
    <FieldkitProvider fieldkit={fieldkit} i18n={i18n}>
      <RouterProvider router={router} />
      <Notices />
      <SessionExpiryDialog watch={sessionWatch} />
    </FieldkitProvider>
  );
}
