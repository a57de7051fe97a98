import type { Fieldkit, FieldkitI18n, SessionExpiryWatch } from '@fieldkit/core';
import { FieldkitProvider, Notices, SessionExpiryDialog } from '@fieldkit/ui';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import type { ShellSlots } from '../frame/slots';
import { createShellRouter } from './router';
import { ShellContext } from './ShellContext';

/** Props of {@link App}. */
export interface AppProps {
  fieldkit: Fieldkit;
  i18n: FieldkitI18n;
  /** The running token watch: the continue-session dialog answers through it. */
  sessionWatch: SessionExpiryWatch;
  /** Widgets for the top bar's slots (chat icon, notifications bell, SMS and e-mail alerts). */
  slots?: ShellSlots;
}

/** The reference application: Fieldkit's context, the routes, notices and the continue-session dialog. */
export function App({ fieldkit, i18n, sessionWatch, slots }: AppProps) {
  const router = useMemo(() => createShellRouter(), []);
  const shell = useMemo(() => ({ i18n, slots: slots ?? {} }), [i18n, slots]);
  return (
    <FieldkitProvider fieldkit={fieldkit} i18n={i18n}>
      <ShellContext.Provider value={shell}>
        <RouterProvider router={router} />
        <Notices />
        <SessionExpiryDialog watch={sessionWatch} />
      </ShellContext.Provider>
    </FieldkitProvider>
  );
}
