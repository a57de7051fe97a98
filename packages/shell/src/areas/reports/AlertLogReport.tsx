import { SmsLogReport } from '@fieldkit/sms-log';
import { useTranslation } from '@fieldkit/ui';
import { useLocation, useSearchParams } from 'react-router';
import { Screen } from '../../screens/Screen';
import '@fieldkit/sms-log/styles.css';

/**
 * The SMS log (/reports/smslogreport) and e-mail log (/reports/emailogreport) of the signed-in user: the whole log
 * with a date range, a search and pages, each message opening the same viewer as the top bar's popups.
 */
export function Component() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const kind = pathname.includes('emailogreport') ? 2 : 1;
  const title = search.get('name') || t(kind === 1 ? 'records.smsLog' : 'records.emailLog');
  return (
    <Screen title={title}>
      <SmsLogReport kind={kind} />
    </Screen>
  );
}
