import { ListState } from '@fieldkit/ui';
import { useJobPrintData } from '../hooks/useJobPrintData';
import { usePrintTexts } from '../hooks/usePrintTexts';
import type { PrintedJob } from '../model/job-print-data';
import type { PrintLanguage } from '../model/texts';
import { JobPrint } from './JobPrint';

/** Props of {@link JobPrintView}. */
export interface JobPrintViewProps {
  job: PrintedJob;
  language?: PrintLanguage | undefined;
}

/** A job's printout loaded from the server: said while it loads, said with 'Try again' when it cannot be. */
export function JobPrintView({ job, language }: JobPrintViewProps) {
  const t = usePrintTexts();
  const { status, data, images, retry } = useJobPrintData(job);
  if (!data)
    return (
      <ListState
        status={status}
        loadingText={t('loadingPrint')}
        errorText={t('printFailed')}
        onRetry={retry}
        retryText={t('retry')}
      />
    );
  return <JobPrint data={data} language={language} images={images} />;
}
