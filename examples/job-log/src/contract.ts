// src/contract.ts
import { defineHub, endpoint, pathId } from '@fieldkit/core/contract';
import * as z from 'zod/mini';

/** An entry of the company's job log: what happened to a job, by whom, when. */
export const JobLogEntry = z.object({
  LogId: pathId,
  JobId: pathId,
  Text: z.string(),
  CreatedBy: z.string(),
  CreatedDate: z.string(),
});
export type JobLogEntry = z.infer<typeof JobLogEntry>;

/** The job log's calls: a page of the log, and what was written after an entry. */
export const jobLog = {
  /** The page of the log just older than `before`, oldest first (0: the newest page). */
  getJobLog: endpoint({
    service: 'workOrder',
    method: 'GET',
    path: 'JobLog/GetJobLog/{before}',
    access: 'token',
    params: z.object({ before: pathId }),
    response: z.array(JobLogEntry),
  }),
  /** The entries written after `after`, oldest first: the gap a dropped connection left. */
  getJobLogAfter: endpoint({
    service: 'workOrder',
    method: 'GET',
    path: 'JobLog/GetJobLogAfter/{after}',
    access: 'token',
    params: z.object({ after: pathId }),
    response: z.array(JobLogEntry),
  }),
};

/** The job log's hub: each entry written is pushed to the company's users. */
export const jobLogHub = defineHub({
  path: '/hubs/job-log',
  methods: {},
  events: { LogAdded: z.tuple([JobLogEntry]) },
});
