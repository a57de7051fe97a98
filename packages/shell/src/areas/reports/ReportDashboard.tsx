import { useTranslation } from '@fieldkit/ui';
import { useParams } from 'react-router';
import { RecordView } from '../../screens/RecordView';
import { useCompanyId } from '../../screens/useCompanyId';
import { useRecord } from '../../screens/useRecord';

/** A report dashboard by id (/reports/dashboards/{id}; help is 810); one not for the user's role is refused. */
export function Component() {
  const { t } = useTranslation('shell');
  const { id } = useParams();
  const companyId = useCompanyId();
  const record = useRecord(
    (api) => api.shell.getReportDashboard({ params: { companyId, dashboardId: Number(id) } }),
    [companyId, id],
  );
  return (
    <RecordView
      title={record.status === 'ready' ? record.data.Name : t('records.dashboard')}
      record={record}
      refusedReason="rights.dashboardRefused"
      fields={(d) => [
        [t('fields.description'), d.Description],
        ...d.Widgets.map((w): [string, string] => [w.Title, w.Value]),
      ]}
    />
  );
}
