import { type Fieldkit, HttpError } from '@fieldkit/core';
import {
  type ReceivedSms,
  SMS_LOG_SEARCH_MAX_LENGTH,
  SMS_MARKED_READ,
  SMS_PHOTO_SIZE_LIMIT,
  SMS_PHOTO_TYPES,
  type SmsReplyRecord,
  type SmsSegments,
  sms,
  smsSegments,
} from '@fieldkit/core/contract';
import { createPagedList, createWidgetScope, debouncedSearch, type PagedList } from '@fieldkit/core/kit';
import type { StoreApi } from 'zustand/vanilla';
import { type AlertCounts, type AlertKind, createAlertCounts } from './alert-counts';
import { type SmsLogTextKey, smsLogTexts } from './texts';

/** The rows the log popup shows: the first page, newest first (its paginator is hidden; 'More' leads to the report). */
export const SMS_LOG_POPUP_ROWS = 10;

/** How long after the last key the report's search is asked (as the notes' search). */
export const SMS_LOG_SEARCH_DELAY_MS = 600;

/** The report's date range: local calendar days, `YYYY-MM-DD`, both included. */
export interface DayRange {
  from: string;
  to: string;
}

/** A reply being written in the SMS popup. */
export interface SmsReply {
  to: string;
  text: string;
  /** The photo it carries (an MMS), or null. */
  photo: File | null;
  /** The message it answers. */
  replyTo: number | undefined;
  sending: boolean;
  /**
   * The key the server sends it once by: the same while the reply is unchanged (sending it again after an answer that
   * never came cannot send it twice), a new one once its text or photo changes.
   */
  idempotencyKey: string;
}

/** What the SMS and e-mail log shows, besides its page of messages. */
export interface SmsLogState {
  /** The open log popup, or null. */
  open: AlertKind | null;
  /** The message shown in the viewer ('Read Notification'), or null. */
  viewing: ReceivedSms | null;
  /** Save is on its way. */
  saving: boolean;
  /** The SMS popup's reply, or null while it is closed. */
  reply: SmsReply | null;
  /** The report's date range; null for the whole log (the popup). */
  range: DayRange | null;
  /** The report's search box as typed (asked {@link SMS_LOG_SEARCH_DELAY_MS} after the last key). */
  searchText: string;
  /** Counts the replies sent from here, so that the list of a message's replies is asked again after one. */
  repliesSent: number;
}

/** Options of {@link createSmsLog}. */
export interface SmsLogOptions {
  fieldkit: Fieldkit;
  /** Rows of a page; the popup's first page by default. */
  pageSize?: number;
  /** Called after a message is marked read (the counts are asked again at once besides). */
  onRead?: (kind: AlertKind) => void;
  /** The report's date range to start with; none for the popup. */
  range?: DayRange;
}

/** One log widget's state and actions, framework-free: the alerts, the popup, the viewer and the reply read its stores. */
export interface SmsLogModel {
  readonly store: StoreApi<SmsLogState>;
  /** The unread counts of the alerts' buttons, polled once started. */
  readonly counts: AlertCounts;
  /** The open log's page: newest first, from the server. */
  readonly list: PagedList<ReceivedSms, 'newest'>;
  /** Opens the SMS (1) or e-mail (2) log popup on its first page. */
  openLog(kind: AlertKind): Promise<void>;
  closeLog(): void;
  /** Narrows the log to a date range (null: the whole log) and asks its first page. */
  setRange(range: DayRange | null): Promise<void>;
  /** The search box's text: the log is searched with it once the typing pauses. */
  search(text: string): void;
  /** Shows a message in the viewer. */
  view(message: ReceivedSms): void;
  closeViewer(): void;
  /** Marks the viewed message read; the viewer closes whatever the answer's severity (spec section 8). */
  save(): Promise<void>;
  /** Opens the SMS popup to answer `to` (the viewed SMS's sender, prefilled). */
  startReply(to: string, replyTo?: number): void;
  setReplyText(text: string): void;
  /** Adds a photo to the reply (JPEG, PNG or GIF under 4,000,000 bytes; anything else is refused with a notice), or removes it. */
  setReplyPhoto(photo: File | null): void;
  closeReply(): void;
  /** Sends the reply; it closes when sent or queued, and keeps its text when it fails. */
  sendReply(): Promise<void>;
  /** A message's image or video, fetched with the session's token. */
  fetchMedia(message: ReceivedSms, signal?: AbortSignal): Promise<Blob>;
  /** The replies sent to an SMS, oldest first, with who sent each and what became of it. */
  replies(message: ReceivedSms, signal?: AbortSignal): Promise<SmsReplyRecord[]>;
  /** An e-mail's inline parts (its `cid:` images) as `data:` URLs, by content id. */
  inlineParts(message: ReceivedSms, signal?: AbortSignal): Promise<ReadonlyMap<string, string>>;
  /**
   * 'Show images': the server's proxy addresses (absolute, signed for 10 minutes) of a message's remote images, by
   * their own address, and the proxy's origin for the frame's policy.
   */
  proxyImages(urls: readonly string[]): Promise<{ byUrl: ReadonlyMap<string, string>; origin: string }>;
  /** Starts the counts' polling. */
  start(): Promise<void>;
  dispose(): void;
}

/** Creates the SMS and e-mail log's model for the user signed in to `fieldkit`. */
export function createSmsLog(options: SmsLogOptions): SmsLogModel {
  const { fieldkit } = options;
  const { api, store, get, set, me, notify } = createWidgetScope<
    { sms: typeof sms },
    SmsLogState,
    SmsLogTextKey
  >({
    fieldkit,
    name: 'createSmsLog',
    ns: 'smsLog',
    texts: smsLogTexts,
    calls: { sms },
    state: {
      open: null,
      viewing: null,
      saving: false,
      reply: null,
      range: options.range ?? null,
      searchText: '',
      repliesSent: 0,
    },
  });

  const counts = createAlertCounts(fieldkit);
  let typed: ReturnType<typeof debouncedSearch> | undefined;
  const list = createPagedList<ReceivedSms, 'newest'>({
    pageSize: options.pageSize ?? SMS_LOG_POPUP_ROWS,
    sort: 'newest',
    async fetchPage({ page, pageSize, search, signal }) {
      const user = me();
      const { range } = get();
      const answer = await api.sms.getReceivedSmsLog({
        body: {
          CompanyId: user.companyId,
          LoginId: user.loginId,
          MaxRoleGroup: user.maxRoleGroup,
          VendorId: user.vendorId,
          TimeZoneId: user.timeZoneId,
          Notification: get().open ?? 1,
          startRecord: (page - 1) * pageSize + 1,
          EndRecord: page * pageSize,
          ...(range ? rangeInstants(range) : {}),
          ...(search ? { SearchText: search } : {}),
        },
        signal,
      });
      return { rows: answer.SmsList, total: answer.TotalRecord };
    },
  });

  return {
    store,
    counts,
    list,
    async openLog(kind) {
      set({ open: kind, viewing: null });
      await list.reset();
    },
    closeLog() {
      set({ open: null, viewing: null });
    },
    async setRange(range) {
      set({ range });
      await list.setPage(1);
    },
    search(text) {
      const searchText = text.slice(0, SMS_LOG_SEARCH_MAX_LENGTH);
      set({ searchText });
      typed ??= debouncedSearch(list, SMS_LOG_SEARCH_DELAY_MS);
      typed.type(searchText);
    },
    view(message) {
      set({ viewing: message });
    },
    closeViewer() {
      set({ viewing: null });
    },
    async save() {
      const message = get().viewing;
      if (!message || get().saving) return;
      const { companyId, loginId } = me();
      set({ saving: true });
      try {
        const { Message } = await api.sms.saveSms({
          body: { SmsId: message.SmsId, CompanyId: companyId, LoginId: loginId, IsRead: 1 },
        });
        fieldkit.notices.getState().push({
          severity: Message.Severity,
          ns: 'smsLog',
          title: Message.Severity === 'success' ? 'SUCCESS' : 'ERROR',
          text: Message.MessageCode === SMS_MARKED_READ ? '1003' : String(Message.MessageCode),
        });
        // Any answer closes the viewer (spec section 8); the row turns normal and the counts are asked again.
        set({ viewing: null });
        const kind = message.Notification as AlertKind;
        options.onRead?.(kind);
        await Promise.all([counts.refresh(), get().open ? list.load() : undefined]);
      } catch (error) {
        // Not answered at all: the viewer stays, so that Save can be pressed again.
        console.warn('SMS log: save failed', error);
        notify('error', 'ERROR', 'saveFailed');
      } finally {
        set({ saving: false });
      }
    },
    startReply(to, replyTo) {
      set({ reply: { to, text: '', photo: null, replyTo, sending: false, idempotencyKey: newKey() } });
    },
    setReplyText(text) {
      const reply = get().reply;
      if (reply && reply.text !== text) set({ reply: { ...reply, text, idempotencyKey: newKey() } });
    },
    setReplyPhoto(photo) {
      const reply = get().reply;
      if (!reply) return;
      if (photo && !(SMS_PHOTO_TYPES as readonly string[]).includes(photo.type)) {
        notify('warning', 'ERROR', 'photoType');
        return;
      }
      if (photo && photo.size >= SMS_PHOTO_SIZE_LIMIT) {
        notify('warning', 'ERROR', 'photoSize');
        return;
      }
      set({ reply: { ...reply, photo, idempotencyKey: newKey() } });
    },
    closeReply() {
      set({ reply: null });
    },
    async sendReply() {
      const reply = get().reply;
      if (!reply || reply.sending) return;
      if (reply.text.trim() === '') {
        notify('warning', 'ERROR', 'replyEmpty');
        return;
      }
      const { companyId, loginId } = me();
      set({ reply: { ...reply, sending: true } });
      try {
        const detail = {
          CompanyId: companyId,
          LoginId: loginId,
          ToNumber: reply.to,
          SMSContent: reply.text,
          ...(reply.replyTo === undefined ? {} : { ReplyToSmsId: reply.replyTo }),
          IdempotencyKey: reply.idempotencyKey,
        };
        const sent = reply.photo
          ? await api.sms.sendMms({ body: { photo: [reply.photo], detail } })
          : await api.sms.sendSms({ body: detail });
        notify('success', 'SUCCESS', sent.Status === 'sent' ? 'replySent' : 'replyQueued');
        set({ reply: null, repliesSent: get().repliesSent + 1 });
      } catch (error) {
        // The provider's reason (a 502), the company's rules or limits, or a failure: said, and the text kept.
        console.warn('SMS log: reply failed', error);
        // 502: the provider's refusal; 409: the server stopped while sending it before (it may have gone).
        const refused = error instanceof HttpError && (error.status === 502 || error.status === 409);
        fieldkit.notices.getState().push({
          severity: 'error',
          ns: 'smsLog',
          title: 'ERROR',
          text: refused ? error.message : replyFailure(error),
        });
        const still = get().reply;
        // A refusal is recorded (as failed) and listed with the message's replies.
        if (still)
          set({ reply: { ...still, sending: false }, repliesSent: get().repliesSent + (refused ? 1 : 0) });
      }
    },
    fetchMedia(message, signal) {
      return api.sms.getSmsMedia({
        query: { CompanyId: me().companyId, SmsId: message.SmsId },
        ...(signal ? { signal } : {}),
      });
    },
    async replies(message, signal) {
      const { companyId, loginId } = me();
      const { Replies } = await api.sms.getSmsReplies({
        body: { CompanyId: companyId, LoginId: loginId, SmsId: message.SmsId },
        ...(signal ? { signal } : {}),
      });
      return Replies;
    },
    async inlineParts(message, signal) {
      const { companyId, loginId } = me();
      const { Parts } = await api.sms.getInlineParts({
        body: { CompanyId: companyId, LoginId: loginId, SmsId: message.SmsId },
        ...(signal ? { signal } : {}),
      });
      return new Map(Parts.map((part) => [part.Cid, part.DataUrl]));
    },
    async proxyImages(urls) {
      const { companyId, loginId } = me();
      const byUrl = new Map<string, string>();
      const base = new URL(fieldkit.config.apiBase.notification, globalThis.location?.href);
      // The call takes 50 addresses at once.
      for (let from = 0; from < urls.length; from += 50) {
        const batch = urls.slice(from, from + 50);
        const { Urls } = await api.sms.signImageUrls({
          body: { CompanyId: companyId, LoginId: loginId, Urls: batch },
        });
        batch.forEach((url, i) => {
          const signed = Urls[i];
          if (signed) byUrl.set(url, new URL(signed, base).href);
        });
      }
      return { byUrl, origin: base.origin };
    },
    start: () => counts.start(),
    dispose() {
      typed?.cancel();
      counts.dispose();
      list.dispose();
    },
  };
}

/** The parts a reply is sent in, for the popup's character and segment count. */
export const replySegments = (text: string): SmsSegments => smsSegments(text.trim());

/**
 * A day range as the instants the server compares: from the start of `from` to the start of the day after `to`, in
 * the browser's time zone; a day left empty (or not a date) leaves that end open.
 */
export function rangeInstants(range: DayRange): { FromDate?: string; ToDate?: string } {
  const start = new Date(`${range.from}T00:00:00`);
  const end = new Date(`${range.to}T00:00:00`);
  end.setDate(end.getDate() + 1);
  return {
    ...(Number.isNaN(start.getTime()) ? {} : { FromDate: start.toISOString() }),
    ...(Number.isNaN(end.getTime()) ? {} : { ToDate: end.toISOString() }),
  };
}

/** The last `days` days up to today, as the report opens (setting 65, the default date range). */
export function lastDays(days: number, today = new Date()): DayRange {
  const day = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  const from = new Date(today);
  from.setDate(from.getDate() - days);
  return { from: day(from), to: day(today) };
}

/** How much of a message the log's row shows. */
export const EXCERPT_LENGTH = 80;

/**
 * What the log's row shows of a message: an e-mail's subject, else its text (the HTML read by an inert parser, which
 * runs and loads nothing), else an SMS's text; cut to {@link EXCERPT_LENGTH} characters with an ellipsis.
 */
export function messageExcerpt(message: ReceivedSms): string {
  let text = message.SMSContent;
  if (message.Notification === 2)
    text =
      message.Subject.trim() ||
      (new DOMParser().parseFromString(message.SMSContent, 'text/html').body.textContent ?? '');
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : flat;
}

/** The text of a reply the server did not send: over a sending limit (429), to a number the company refuses (422). */
function replyFailure(error: unknown): SmsLogTextKey {
  if (error instanceof HttpError && error.status === 429) return 'replyLimitReached';
  if (error instanceof HttpError && error.status === 422) return 'replyNumberRefused';
  return 'replyFailed';
}

/** A new idempotency key for a send. */
const newKey = () => crypto.randomUUID();
