import { guardRequest } from '@fieldkit/core/kit';
import { ListState, useApi, useSession, useTranslation } from '@fieldkit/ui';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { SYSTEM_SETTINGS_MODULE_ID } from '../app/keys';
import { Refused } from '../screens/Refused';

type Check = 'checking' | 'allowed' | 'refused';

/**
 * The guard of the admin screens: the routed screen shows only to a login with the view right on the module
 * (Administration Setup System Settings unless told), however it was reached, a typed URL included; anyone else gets
 * a plain refusal. The right is asked from the server on entry, never taken from the URL or a stale menu.
 */
export function RequireRight({ moduleId = SYSTEM_SETTINGS_MODULE_ID }: { moduleId?: number }) {
  const { t } = useTranslation('shell');
  const api = useApi();
  const session = useSession((state) => state.session);
  const [check, setCheck] = useState<Check>('checking');
  const companyId = session?.CompanyId;
  const loginId = session?.LoginId;

  useEffect(() => {
    if (companyId === undefined || loginId === undefined) return;
    setCheck('checking');
    return guardRequest(
      (signal) =>
        api.company.getChildPrivileges({
          body: { CompanyId: companyId, LoginId: loginId, ModuleIds: [moduleId] },
          signal,
        }),
      (rights) => setCheck(rights.some((r) => r.ModuleId === moduleId && r.CanView) ? 'allowed' : 'refused'),
      (error) => {
        // Without an answer the screen stays shut: the server refuses its data anyway.
        console.warn('Rights not read', error);
        setCheck('refused');
      },
    );
  }, [api, companyId, loginId, moduleId]);

  if (check === 'allowed') return <Outlet />;
  if (check === 'refused') return <Refused />;
  return <ListState status="loading" loadingText={t('app.loading')} />;
}
