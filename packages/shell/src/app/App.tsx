import type { Fieldkit, FieldkitI18n } from '@fieldkit/core';
import type { SessionExpiryWatch } from '@fieldkit/core/app';
import { FieldkitProvider, Notices, SessionExpiryDialog } from '@fieldkit/ui';
import { useMemo, useState } from 'react';
import { RouterProvider } from 'react-router';
import { createTopBarRegistry, type TopBarRegistry } from '../frame/top-bar-items';
import { createShellRouter } from './router';
import { ShellContext } from './ShellContext';

/** Props of {@link App}. */
export interface AppProps {
  fieldkit: Fieldkit;
  i18n: FieldkitI18n;
  /** The running token watch: the continue-session dialog answers through it. */
  sessionWatch: SessionExpiryWatch;
  /** Where widgets register their top-bar items (chat icon, notifications bell, SMS and e-mail alerts). */
  topBar?: TopBarRegistry;
}

/** The reference application: Fieldkit's context, the routes, notices and the continue-session dialog. */
export function App({ fieldkit, i18n, sessionWatch, topBar: given }: AppProps) {
  const router = useMemo(() => createShellRouter(), []);
  const [own] = useState(createTopBarRegistry);
  const topBar = given ?? own;
  const shell = useMemo(() => ({ i18n, topBar }), [i18n, topBar]);
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
