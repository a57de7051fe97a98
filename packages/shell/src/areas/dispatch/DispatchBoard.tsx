import { useTranslation } from '@fieldkit/ui';
import { JobList } from '../../screens/JobList';

/** The dispatch board: the company's jobs with their technicians and days. */
export function Component() {
  const { t } = useTranslation('shell');
  return <JobList title={t('records.dispatchBoard')} withScheduledDay />;
}
