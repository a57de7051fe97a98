import { formatDate } from '@fieldkit/core';
import { JobEmailWidget } from '@fieldkit/job-email';
import { useTranslation } from '@fieldkit/ui';
import { useParams } from 'react-router';
import { RecordView } from '../../screens/RecordView';
import { recordStatus } from '../../screens/record-status';
import { useCompanyId } from '../../screens/useCompanyId';
import { useRecordByIds } from '../../screens/useRecordByIds';
import { JobPrintArea } from './JobPrintArea';
import { JobServiceNotes } from './JobServiceNotes';

/** Technician job details and in-house job details (the latter has a flag segment); ids encrypted. */
export function Component() {
  const { t } = useTranslation('shell');
  const params = useParams();
  const companyId = useCompanyId();
  const inHouse = params.flag !== undefined;
  const record = useRecordByIds(
    ['jobId', 'categoryId', 'workOrderId', 'techId'],
    (api, { jobId }) => api.workOrder.getJobDetails({ params: { companyId, jobId } }),
    [companyId],
  );
  return (
    <RecordView
      title={
        record.status === 'ready'
          ? t(inHouse ? 'records.inHouseJobTitle' : 'records.jobTitle', { number: record.data.JobId })
          : t('records.job')
      }
      record={record}
      fields={(job) => [
        [t('fields.job'), String(job.JobId)],
        [t('fields.workOrder'), job.WoNumber],
        [t('fields.technician'), job.TechName],
        [t('fields.description'), job.Description],
        [t('fields.status'), recordStatus((key, options) => t(key, options), job.Status)],
        [t('fields.scheduled'), formatDate(new Date(`${job.ScheduledDate}T00:00:00Z`))],
        [t('fields.inHouse'), job.IsInHouse ? t('fields.yes') : t('fields.no')],
      ]}
    >
      {(job) => (
        <>
          <JobEmailWidget
            job={{ companyId, woJobId: job.JobId }}
            showLog
            actions={<JobPrintArea job={{ companyId, woJobId: job.JobId }} />}
          />
          <JobServiceNotes jobId={job.JobId} />
        </>
      )}
    </RecordView>
  );
}
