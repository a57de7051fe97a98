import { useTranslation } from '@fieldkit/ui';
import { useParams } from 'react-router';
import { RecordView } from '../../screens/RecordView';
import { useCompanyId } from '../../screens/useCompanyId';
import { useRecord } from '../../screens/useRecord';

/** The operational, management, dispatcher and project dashboards, over the operations figures. */
export function Component() {
  const { t } = useTranslation('shell');
  const { name = '' } = useParams();
  const companyId = useCompanyId();
  const record = useRecord(
    (api) => api.shell.getReportDashboard({ params: { companyId, dashboardId: 12 } }),
    [companyId],
  );
  return (
    <RecordView
      title={t(`dashboards.${name}`, { defaultValue: name })}
      record={record}
      fields={(d) => d.Widgets.map((w): [string, string] => [w.Title, w.Value])}
    />
  );
}
