import { formatDateTime } from '@fieldkit/core';
import { useTranslation } from '@fieldkit/ui';
import { useParams } from 'react-router';
import { RecordView } from '../../screens/RecordView';
import { useCompanyId } from '../../screens/useCompanyId';
import { useRecordByIds } from '../../screens/useRecordByIds';

/** Edit user: /admin/edituser/{loginId}/{companyId}/{isLatLonBased}, ids encrypted. */
export function Component() {
  const { t } = useTranslation('shell');
  const params = useParams();
  const companyId = useCompanyId();
  const record = useRecordByIds(
    ['loginId', 'companyId'],
    (api, { loginId }) => api.shell.getUserDetails({ params: { companyId, loginId } }),
    [companyId],
  );
  return (
    <RecordView
      title={
        record.status === 'ready'
          ? t('records.userTitle', { name: record.data.DisplayName })
          : t('records.user')
      }
      record={record}
      fields={(u) => [
        [t('fields.userName'), u.UserName],
        [t('fields.displayName'), u.DisplayName],
        [t('fields.roleGroup'), t(`roles.${u.MaxRoleGroup}`, { defaultValue: String(u.MaxRoleGroup) })],
        [t('fields.technician'), u.IsTech ? t('fields.yes') : t('fields.no')],
        [t('fields.manager'), u.IsManager ? t('fields.yes') : t('fields.no')],
        [t('fields.timeZone'), u.TimeZoneId],
        [t('fields.latLonBased'), params.isLatLonBased === '1' ? t('fields.yes') : t('fields.no')],
        [t('fields.lastLogin'), u.LastLogin ? formatDateTime(new Date(u.LastLogin)) : '–'],
      ]}
    />
  );
}
