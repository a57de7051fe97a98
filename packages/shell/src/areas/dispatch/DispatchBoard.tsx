import { formatDate } from '@fieldkit/core';
import { useTranslation } from '@fieldkit/ui';
import { RecordTable } from '../../screens/RecordTable';
import { Screen } from '../../screens/Screen';
import { useCompanyId } from '../../screens/useCompanyId';
import { useRecord } from '../../screens/useRecord';

/** The dispatch board: the company's jobs with their technicians and days. */
export function Component() {
  const { t } = useTranslation('shell');
  const companyId = useCompanyId();
  const rows = useRecord((api) => api.workOrder.getJobs({ params: { companyId } }), [companyId]);
  return (
    <Screen title={t('records.dispatchBoard')}>
      <RecordTable
        caption={t('records.dispatchBoard')}
        rows={rows}
        rowKey={(j) => j.JobId}
        columns={[
          [t('fields.job'), (j) => j.JobId],
          [t('fields.workOrder'), (j) => j.WoNumber],
          [t('fields.technician'), (j) => j.TechName],
          [t('fields.scheduled'), (j) => formatDate(new Date(`${j.ScheduledDate}T00:00:00Z`))],
          [t('fields.status'), (j) => j.Status],
        ]}
      />
    </Screen>
  );
}
