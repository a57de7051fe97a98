import type { PrintedJob } from '@fieldkit/job-print';
import { defineWidget, type Widget, type WidgetT } from '@fieldkit/ui';
import { createEmailJob, type EmailJob, type EmailJobState } from '../model/email-job';
import { type JobEmailTextKey, jobEmailTexts } from '../model/texts';

/** The job e-mail popup, declared once: its model's context (one per job and opening) and the hooks its parts use. */
export const emailJobWidget: Widget<EmailJob, JobEmailTextKey, PrintedJob> = defineWidget({
  hook: 'useEmailJob',
  widget: 'JobEmail',
  namespace: 'jobEmail',
  texts: jobEmailTexts,
  create: (fieldkit, job: PrintedJob) => createEmailJob({ fieldkit, job }),
});

/** The e-mail popup of the nearest `<JobEmail>`. */
export const EmailJobContext = emailJobWidget.Context;
/** The e-mail popup of the nearest `<JobEmail>`; throws outside one. */
export const useEmailJob = emailJobWidget.useModel;
/** The e-mail popup of the nearest `<JobEmail>`, or undefined outside one. */
export const useMaybeEmailJob = emailJobWidget.useMaybeModel;
/**
 * The e-mail popup of `job` for the signed-in user of a Fieldkit, started on mount and disposed on unmount; `given`
 * is used instead when the host made its own (a story).
 */
export const useCreateEmailJob = (
  fieldkit: Parameters<typeof emailJobWidget.useCreate>[0],
  job: PrintedJob,
  given?: EmailJob,
): EmailJob => emailJobWidget.useCreate(fieldkit, given, job);
/** A slice of the nearest popup's state; re-renders when the slice changes. */
export const useEmailJobState: <R>(selector: (state: EmailJobState) => R) => R = emailJobWidget.useState;
/** Texts of the `jobEmail` namespace, in the user's language, with built-in English defaults. */
export const useJobEmailTexts = emailJobWidget.useTexts;
/** A job e-mail text: the host's `jobEmail` translation when it has one, the built-in English otherwise. */
export type JobEmailT = WidgetT<JobEmailTextKey>;
