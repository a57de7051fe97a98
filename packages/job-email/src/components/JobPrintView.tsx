import { JobPrint, type PrintedJob, type PrintLanguage } from '@fieldkit/job-print';
import { ListState } from '@fieldkit/ui';
import { useJobPrintData } from '../hooks/useJobPrintData';
import { usePrintTexts } from '../hooks/usePrintTexts';
import { useScreenPrintout } from '../hooks/useScreenPrintout';

/** Props of {@link JobPrintView}. */
export interface JobPrintViewProps {
  job: PrintedJob;
  language?: PrintLanguage | undefined;
}

/** A job's printout loaded from the server: said while it loads, said with 'Try again' when it cannot be. */
export function JobPrintView({ job, language }: JobPrintViewProps) {
  const t = usePrintTexts();
  const printout = useScreenPrintout(language);
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
  return <JobPrint data={data} images={images} {...printout} />;
}
