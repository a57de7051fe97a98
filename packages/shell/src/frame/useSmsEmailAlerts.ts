import { useFieldkit, useSession, useSettings } from '@fieldkit/ui';
import { useEffect, useState } from 'react';
import { shellApiOf } from '../api/shellApi';
import { pollSmsEmailCounts } from './sms-email-poll';

/** The unread SMS and e-mail counts, polled every 90,000 ms while `enabled` and the page is shown and online. */
export function useSmsEmailAlerts(enabled: boolean): { smsCount: number; emailCount: number } {
  const { http, connectivity } = useFieldkit();
  const session = useSession((state) => state.session);
  const settings = useSettings();
  const [counts, setCounts] = useState({ smsCount: 0, emailCount: 0 });
  useEffect(() => {
    if (!enabled || !session) return;
    return pollSmsEmailCounts({
      api: shellApiOf(http),
      session,
      settings,
      onCounts: setCounts,
      connectivity,
    });
  }, [enabled, http, session, settings, connectivity]);
  return counts;
}
