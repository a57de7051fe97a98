/**
 * @fieldkit/job-email/print: the printout (`@fieldkit/job-print`) on a signed-in screen: `<JobPrintView>` loads a
 * job's print data and images through the Fieldkit of the nearest provider and shows it in the host's texts;
 * `useScreenPrintout` gives `<JobPrint>` the host's texts and the app's sanitiser where the host renders it itself.
 */

export { JobPrintView, type JobPrintViewProps } from './components/JobPrintView';
export { type JobPrintState, useJobPrintData } from './hooks/useJobPrintData';
export { usePrintTexts } from './hooks/usePrintTexts';
export { type ScreenPrintout, useScreenPrintout } from './hooks/useScreenPrintout';
