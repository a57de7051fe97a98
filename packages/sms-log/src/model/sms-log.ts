import type { Fieldkit } from '@fieldkit/core';
import type { StoreApi } from 'zustand/vanilla';
import { type AlertCounts, type AlertKind, createAlertCounts } from './alert-counts';
import type { DayRange } from './day-range';
import { createSmsLogPages, type SmsLogPages } from './log';
import { createMessageContent, type MessageContent } from './message-content';
import { createSmsLogReply, type SmsLogReply } from './reply';
import { createSmsLogScope, type SmsLogState } from './scope';
import { createSmsLogViewer, type SmsLogViewer } from './viewer';

/** Options of {@link createSmsLog}. */
export interface SmsLogOptions {
  fieldkit: Fieldkit;
  /** Rows of a page; the popup's first page by default. */
  pageSize?: number;
  /** Called after a message is marked read, saved or replied to (the counts are asked again at once besides). */
  onRead?: (kind: AlertKind) => void;
  /** The report's date range to start with; none for the popup. */
  range?: DayRange;
}

/**
 * One log widget's state and actions, framework-free: the alerts, the popup, the viewer and the reply read its
 * stores. Its parts: the pages of the log, the viewer and its Save, the reply, and what the viewer fetches.
 */
export interface SmsLogModel extends SmsLogPages, SmsLogViewer, SmsLogReply, MessageContent {
  readonly store: StoreApi<SmsLogState>;
  /** The unread counts of the alerts' buttons, polled once started. */
  readonly counts: AlertCounts;
  /** Starts the counts' polling. */
  start(): Promise<void>;
  dispose(): void;
}

/** Creates the SMS and e-mail log's model for the user signed in to `fieldkit`. */
export function createSmsLog(options: SmsLogOptions): SmsLogModel {
  const scope = createSmsLogScope(options.fieldkit, options.range ?? null);
  const counts = createAlertCounts(options.fieldkit);
  const pages = createSmsLogPages(scope, options.pageSize);
  /** A message was read (saved in the viewer, or replied to): the host hears it, the counts and the page are asked again. */
  const afterRead = async (kind: AlertKind) => {
    options.onRead?.(kind);
    await Promise.all([counts.refresh(), scope.get().open ? pages.list.load() : undefined]);
  };
  return {
    store: scope.store,
    counts,
    ...pages,
    ...createSmsLogViewer(scope, afterRead),
    ...createSmsLogReply(scope, afterRead),
    ...createMessageContent(scope),
    start: () => counts.start(),
    // Disposed on every unmount, started again on a remount (React's StrictMode does both).
    dispose() {
      pages.dispose();
      counts.dispose();
      scope.dispose();
    },
  };
}
