import { formatDate } from '@fieldkit/core';
import type { JobDetails } from '@fieldkit/core/contract';
import { useTranslation } from '@fieldkit/ui';
import type { ReactNode } from 'react';
import { JobLink } from './JobLink';
import { RecordTable } from './RecordTable';
import { recordStatus } from './record-status';
import { Screen } from './Screen';
import { useCompanyId } from './useCompanyId';
import { useRecord } from './useRecord';

/** Props of {@link JobList}. */
export interface JobListProps {
  title: string;
  /** Shows each job's scheduled day (the dispatch board). */
  withScheduledDay?: boolean;
}

/** The company's jobs as a screen: job (a link to its details), work order, technician, (scheduled day,) status. */
export function JobList({ title, withScheduledDay = false }: JobListProps) {
  const { t } = useTranslation('shell');
  const companyId = useCompanyId();
  const rows = useRecord((api) => api.workOrder.getJobs({ params: { companyId } }), [companyId]);
  const columns: Array<[string, (job: JobDetails) => ReactNode]> = [
    [t('fields.job'), (j) => <JobLink job={j} />],
    [t('fields.workOrder'), (j) => j.WoNumber],
    [t('fields.technician'), (j) => j.TechName],
  ];
  if (withScheduledDay)
    columns.push([t('fields.scheduled'), (j) => formatDate(new Date(`${j.ScheduledDate}T00:00:00Z`))]);
  columns.push([t('fields.status'), (j) => recordStatus((key, options) => t(key, options), j.Status)]);
  return (
    <Screen title={title}>
      <RecordTable caption={title} rows={rows} rowKey={(j) => j.JobId} columns={columns} />
    </Screen>
  );
}
