import { formatDateTime } from '@fieldkit/core';
import { ALERT_TYPE } from '@fieldkit/core/contract';
import { useSession, useTranslation } from '@fieldkit/ui';
import { useLocation, useSearchParams } from 'react-router';
import { RecordTable } from '../../screens/RecordTable';
import { Screen } from '../../screens/Screen';
import { useRecord } from '../../screens/useRecord';

/** The SMS log (/reports/smslogreport) and e-mail log (/reports/emailogreport) of the signed-in user. */
export function Component() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const session = useSession((state) => state.session);
  const type = pathname.includes('emailogreport') ? ALERT_TYPE.email : ALERT_TYPE.sms;
  const rows = useRecord(
    (api) =>
      session
        ? api.shell.getSmsEmailReceivedLog({
            body: {
              CompanyId: session.CompanyId,
              MaxRoleGroup: session.MaxRoleGroup,
              VendorId: session.VendorId,
              LoginId: session.LoginId,
              TimeZoneId: session.TimeZoneId,
              Type: type,
            },
          })
        : Promise.resolve([]),
    [session, type],
  );
  const title = search.get('name') || t(type === ALERT_TYPE.sms ? 'records.smsLog' : 'records.emailLog');
  return (
    <Screen title={title}>
      <RecordTable
        caption={title}
        rows={rows}
        rowKey={(r) => r.AlertId}
        columns={[
          [t('fields.received'), (r) => formatDateTime(new Date(r.RecvdDate))],
          [t('fields.from'), (r) => r.FromAddress],
          [t('fields.displayName'), (r) => r.DisplayName],
          [t('fields.content'), (r) => r.Content],
        ]}
      />
    </Screen>
  );
}
