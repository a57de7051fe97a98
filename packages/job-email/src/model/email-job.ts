import type { Fieldkit } from '@fieldkit/core';
import type { UpdateMessage } from '@fieldkit/core/contract';
import { createLoadSlot, createWidgetScope, type Loading } from '@fieldkit/core/kit';
import type { PrintedJob, PrintLanguage } from '@fieldkit/job-print';
import type { StoreApi } from 'zustand/vanilla';
import type { EmailJobValues } from './email-form';
import {
  createEmailJobSender,
  type EmailJobStart,
  jobEmailCalls,
  loadEmailJobStart,
  loadPreviewPdf,
  type PreviewPdf,
  sendFailure,
} from './job-email';
import { type JobEmailTextKey, jobEmailTexts } from './texts';

/** Why the last send did not go, as the popup says it (the server's code with it when it answered). */
export interface EmailJobFailure {
  key: JobEmailTextKey;
  code?: number;
}

/** The e-mail popup of one job: what it opened with, the form's extras, the preview, the send under way. */
export interface EmailJobState {
  /** The job's customer, crew and the company's print setting: what the form is filled from. */
  start: Loading<EmailJobStart>;
  /** Showing the preview (the form read-only, the PDF under it) rather than the form. */
  previewing: boolean;
  /** The printout's language: the customer's once the job is loaded, then the user's choice. */
  language: PrintLanguage;
  /** The printout is attached (the remove icon takes it off). */
  attached: boolean;
  /** The PDF of the job in `language`, asked for when a preview is shown. */
  preview: Loading<PreviewPdf>;
  /** An e-mail is on its way: the popup stays and says so. */
  sending: boolean;
  failure: EmailJobFailure | null;
}

/** Options of {@link createEmailJob}. */
export interface EmailJobOptions {
  fieldkit: Fieldkit;
  job: PrintedJob;
}

/** One job's e-mail popup, framework-free: the popup's components read its store and call its actions. */
export interface EmailJob {
  readonly store: StoreApi<EmailJobState>;
  /** Loads what the form is filled from, unless it is loaded (again after a failure). */
  start(): void;
  /** Aborts what is under way; started again, it carries on. */
  dispose(): void;
  /** Another language: a preview shown is prepared anew in it. */
  setLanguage(language: PrintLanguage): void;
  setAttached(attached: boolean): void;
  /** Shows the preview: the PDF of the job in the language chosen, kept while the language stays the same. */
  showPreview(): void;
  showForm(): void;
  /** Asks for the preview's PDF again (after a failure). */
  retryPreview(): void;
  /**
   * Mails the printout with the form's values: from the preview, exactly the PDF shown, and not before it is there.
   * Resolves with the server's message once sent (a notice says it); otherwise with null, and `failure` says why.
   */
  send(values: EmailJobValues): Promise<UpdateMessage['Message'] | null>;
}

/**
 * The e-mail popup of `job` for the user signed in to `fieldkit` (spec 2.3, 4 "Email job", 5 "Email job form"): the
 * form's start, the preview of the PDF the server prints, and the send of exactly those bytes.
 */
export function createEmailJob({ fieldkit, job }: EmailJobOptions): EmailJob {
  const scope = createWidgetScope<typeof jobEmailCalls, EmailJobState, JobEmailTextKey>({
    fieldkit,
    name: 'JobEmail',
    label: 'Job e-mail',
    ns: 'jobEmail',
    texts: jobEmailTexts,
    calls: jobEmailCalls,
    state: {
      start: { status: 'idle', value: null },
      previewing: false,
      language: 'en-GB',
      attached: true,
      preview: { status: 'idle', value: null },
      sending: false,
      failure: null,
    },
  });
  const { api, get, set } = scope;
  const sendEmailJob = createEmailJobSender(api);
  const start = createLoadSlot<EmailJobStart>((loading) => set({ start: loading }));
  const preview = createLoadSlot<PreviewPdf>((loading) => set({ preview: loading }));

  const loadPreview = () =>
    preview.load((signal) => loadPreviewPdf(api, scope.me().loginId, job, get().language, signal));
  /** The preview is of the language chosen, or on its way. */
  const previewCurrent = () => {
    const shown = get().preview;
    return (
      shown.status === 'loading' || (shown.value?.language === get().language && shown.status === 'ready')
    );
  };

  function failed(error: unknown) {
    scope.warn('not sent', error);
    const why = sendFailure(error);
    set({ failure: { key: why } });
    // The job changed: the preview shown is not what would go; the new one is prepared and shown.
    if (why === 'changedSincePreview') {
      set({ previewing: true });
      loadPreview();
    }
  }

  return {
    store: scope.store,
    start() {
      if (get().start.status === 'ready') return;
      start.load(
        (signal) => loadEmailJobStart(api, job, signal),
        (value) => set({ language: value.customer.PrintLanguage }),
      );
    },
    dispose() {
      start.abort();
      preview.abort();
      scope.dispose();
    },
    setLanguage(language) {
      if (language === get().language) return;
      set({ language });
      preview.abort();
      set({ preview: { status: 'idle', value: null } });
      if (get().previewing) loadPreview();
    },
    setAttached: (attached) => set({ attached }),
    showPreview() {
      set({ previewing: true });
      if (!previewCurrent()) loadPreview();
    },
    showForm: () => set({ previewing: false }),
    retryPreview: loadPreview,
    async send(values) {
      const { previewing, sending, attached, language, preview: shown } = get();
      // From the preview, only what it shows is sent: not before the PDF is there.
      if (sending || (previewing && !shown.value)) return null;
      set({ sending: true, failure: null });
      try {
        const message = await sendEmailJob(job, scope.me().loginId, {
          values,
          attach: attached,
          language,
          preview: shown.value,
        });
        if (message.Severity !== 'success') {
          set({ failure: { key: 'sendRefused', code: message.MessageCode } });
          return null;
        }
        // Said in words, with whom it went to; the code stays in the answer for the host (`onSent`).
        scope.notifyAnswer('success', 'emailSent', String(message.MessageCode), {
          to: values.To,
        });
        return message;
      } catch (error) {
        failed(error);
        return null;
      } finally {
        set({ sending: false });
      }
    },
  };
}
