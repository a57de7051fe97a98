// src/components/JobLogWidget.tsx
import { ListState, useFieldkit, useStoreChange } from '@fieldkit/ui';
import { jobLogWidget, useJobLog, useJobLogState, useJobLogTexts } from '../hooks/widget';
import type { JobLog } from '../model/job-log';

export interface JobLogWidgetProps {
  /** Called with the number of entries shown whenever it changes. */
  onCountChange?: (count: number) => void;
  /** The model to show instead of one of its own (a test's, a story's). */
  given?: JobLog;
}

export function JobLogWidget({ onCountChange, given }: JobLogWidgetProps) {
  const log = jobLogWidget.useCreate(useFieldkit(), given);
  useStoreChange(log.store, (state) => state.items.length, onCountChange);
  return (
    <jobLogWidget.Context.Provider value={log}>
      <JobLogList />
    </jobLogWidget.Context.Provider>
  );
}

function JobLogList() {
  const t = useJobLogTexts(); // typed keys
  const log = useJobLog();
  const { items, status } = useJobLogState((state) => state);
  return (
    <section aria-label={t('title')} part="job-log">
      <ListState
        status={status}
        empty={items.length === 0}
        emptyText={t('empty')}
        loadingText={t('loading')}
        errorText={t('failed')}
        onRetry={() => void log.start()}
        retryText={t('retry')}
      />
      <ol>
        {items.map((entry) => (
          <li key={entry.LogId}>
            {entry.Text} ({entry.CreatedBy})
          </li>
        ))}
      </ol>
    </section>
  );
}
