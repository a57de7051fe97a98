import { expiryWarnings } from '@fieldkit/core';
import { useFieldkit, useTranslation } from '@fieldkit/ui';
import { useEffect } from 'react';

/**
 * Once per signed-in frame: loads company details, settings and privileges, and gives the licence and
 * password expiry warnings at load.
 */
export function useSessionStartup(): void {
  const { actions, session, notices } = useFieldkit();
  const { t } = useTranslation('shell');
  useEffect(() => {
    void actions.loadSessionData();
    const info = session.getState().session;
    if (!info) return;
    for (const warning of expiryWarnings(info)) {
      notices.getState().push({
        severity: 'warning',
        title: t(warning.kind === 'licence' ? 'expiry.licenceTitle' : 'expiry.passwordTitle'),
        text: t(warning.key, { ...warning.values, ns: 'core', defaultValue: warning.text }),
      });
    }
  }, [actions, session, notices, t]);
}
