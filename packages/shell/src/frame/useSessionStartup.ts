import { expiryWarnings } from '@fieldkit/core/app';
import { useFieldkit } from '@fieldkit/ui';
import { useEffect, useRef } from 'react';

/**
 * Once per signed-in frame: loads company details, settings and privileges, and gives the licence and
 * password expiry warnings at load.
 */
export function useSessionStartup(): void {
  const { actions, session, notices } = useFieldkit();
  // Once per signed-in session.
  const doneFor = useRef<string | null>(null);
  useEffect(() => {
    const state = session.getState();
    const info = state.session;
    // A refresh keeps the session (and its previous-login time); a new sign-in changes it.
    const sessionKey = info && `${info.LoginId}|${info.LastLogin}`;
    if (!sessionKey || doneFor.current === sessionKey) return;
    doneFor.current = sessionKey;
    actions.loadSessionData().catch((error: unknown) => console.error('Session data not loaded', error));
    const warned = expiryWarnings(info).map((warning) =>
      notices.getState().push({
        severity: 'warning',
        ns: 'shell',
        title: warning.kind === 'licence' ? 'expiry.licenceTitle' : 'expiry.passwordTitle',
        text: `core:${warning.key}`,
        values: warning.values,
      }),
    );
    return () => {
      // The warnings are about this user's session: they leave with the frame (a sign-out), not shown to the next.
      for (const id of warned) notices.getState().dismiss(id);
      doneFor.current = null;
    };
  }, [actions, session, notices]);
}
