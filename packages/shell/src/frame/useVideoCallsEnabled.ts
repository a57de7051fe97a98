import { createApiClient } from '@fieldkit/core';
import { video } from '@fieldkit/core/contract';
import { useFieldkit, useLoad, useSession } from '@fieldkit/ui';

/** Whether the signed-in user's company has video calls on (the 'Enabled flag of a video-call provider'). */
export function useVideoCallsEnabled(): boolean {
  const fieldkit = useFieldkit();
  const session = useSession((s) => s.session);
  const { value } = useLoad(async () => {
    if (!session) return false;
    const api = createApiClient(fieldkit.http, { video });
    const { IsEnabled } = await api.video.getVideoCallEnabled({
      params: { companyId: session.CompanyId, loginId: session.LoginId },
    });
    return IsEnabled;
  }, [session?.CompanyId, session?.LoginId]);
  return value === true;
}
