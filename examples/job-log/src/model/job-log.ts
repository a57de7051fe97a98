// src/model/job-log.ts
import { createApiClient, type Fieldkit, type Hub } from '@fieldkit/core';
import { createLiveCollection, widgetHub } from '@fieldkit/core/kit';
import { type JobLogEntry, jobLog, jobLogHub } from '../contract';

/** A pushed entry is shown as it is. */
const pushedEntry = (entry: JobLogEntry) => entry;

/** Options of {@link createJobLog}. */
export interface JobLogOptions {
  fieldkit: Fieldkit;
  /** A test's stand-in for the hub; the Fieldkit's own connection otherwise. */
  hub?: Hub;
}

/** The company's job log for the user signed in to `fieldkit`: pages, pushes, and the gap after a reconnect. */
export function createJobLog({ fieldkit, hub: given }: JobLogOptions) {
  // The widget's calls, typed by its contract group (fieldkit.api holds the platform's own calls only).
  const api = createApiClient(fieldkit.http, { jobLog });
  const hub = widgetHub(fieldkit, jobLogHub, given);
  const log = createLiveCollection<JobLogEntry, typeof jobLogHub>({
    idOf: (entry) => entry.LogId,
    pageSize: 25,
    fetchPage: (before) => api.jobLog.getJobLog({ params: { before: before ?? 0 } }),
    hub,
    events: { LogAdded: pushedEntry },
    fetchAfter: (after) => api.jobLog.getJobLogAfter({ params: { after } }),
    afterLimit: 500,
  });
  let stopListening = () => {};
  return {
    store: log.store,
    loadOlder: () => log.loadOlder(),
    /** Listens to pushes and reconnects, and loads the newest page. */
    async start() {
      stopListening();
      stopListening = log.listen();
      hub.start().catch((error: unknown) => console.warn('Job log: the hub did not start', error));
      await log.load();
    },
    dispose() {
      stopListening();
      log.dispose();
    },
  };
}

export type JobLog = ReturnType<typeof createJobLog>;
