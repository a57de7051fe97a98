import type { ReceivedSms, SmsReplyRecord } from '@fieldkit/core/contract';

/**
 * A received message for a story or a test: an unread SMS from Priya Shah to Acme's number unless said otherwise (a
 * sender given without its shown form is shown as given).
 */
export const receivedSms = (id: number, over: Partial<ReceivedSms> = {}): ReceivedSms => ({
  SmsId: id,
  FromNumber: '+447700900456',
  FromNumberFormatted: over.FromNumber ?? '07700 900456',
  ToNumber: '+447700900100',
  DisplayName: 'Priya Shah',
  SMSContent: `Message ${id}`,
  RecvdDate: '2026-11-23T09:00:00Z',
  IsRead: false,
  Notification: 1,
  Filepath: '',
  contenttype: '',
  Subject: '',
  SenderVerified: true,
  ...over,
});

/** A received e-mail: unread, from the facilities desk of a customer (its DKIM signature passed) unless said otherwise. */
export const receivedEmail = (id: number, html: string, over: Partial<ReceivedSms> = {}): ReceivedSms =>
  receivedSms(id, {
    Notification: 2,
    FromNumber: 'facilities@harbourview.example',
    ToNumber: 'inbox@acme.example',
    DisplayName: 'Harbourview Facilities',
    SMSContent: html,
    Subject: `Request ${id}`,
    ...over,
  });

/**
 * What the stand-in answers a reply with: sent or queued; refused by the provider (502); over a sending limit (429);
 * to a number the company does not send to (422).
 */
export type ReplyAnswer = 'sent' | 'queued' | 'refused' | 'limit' | 'number';

/** Options of {@link smsService}. */
export interface SmsServiceOptions {
  messages: readonly ReceivedSms[];
  /** Settings 321 (SMS) and 320 (e-mail); both on by default. */
  settings?: { sms?: boolean; email?: boolean };
  /** The answer of SendSms; sent by default. */
  reply?: ReplyAnswer;
  /** The log call fails with 500. */
  logFails?: boolean;
  /** SaveSms gets no answer at all (the network fails). */
  saveFails?: boolean;
  /** Each message's media file, by SmsId (GetSmsMedia): its type and bytes (or where a story fetches them). */
  media?: Readonly<Record<number, { type: string; bytes: Uint8Array | (() => Promise<ArrayBuffer>) }>>;
  /** Each e-mail's inline parts as data: URLs by content id, by SmsId (GetInlineParts). */
  parts?: Readonly<Record<number, Readonly<Record<string, string>>>>;
  /** Who the replies are listed as sent by (the signed-in user); Alice Walker by default. */
  senderName?: string;
  /** Replies already sent, by the SmsId they answer. */
  replies?: Readonly<Record<number, readonly SmsReplyRecord[]>>;
  /** Where SignImageUrls points a remote image (the stories give a data: image; tests a proxy path). */
  proxy?: (url: string) => string;
}

const json = (body: unknown, status = 200) => Response.json(body, { status });

/**
 * A stand-in for the reference server's SMS and e-mail calls, as `fetch`: the counts and the log pages of what the
 * user sees (unread first by nothing but the server's order: newest first), Save marking read, the reply sent, queued
 * or refused with the provider's reason, the media and the inline parts. Storybook runs no server; unit tests none.
 */
export function smsService(options: SmsServiceOptions) {
  const messages = options.messages.map((m) => ({ ...m }));
  const sent: Array<{ ToNumber: string; SMSContent: string; ReplyToSmsId?: number; photo?: true }> = [];
  const replies = new Map<number, SmsReplyRecord[]>(
    Object.entries(options.replies ?? {}).map(([id, list]) => [Number(id), [...list]]),
  );
  const record = (body: Record<string, unknown>, Status: SmsReplyRecord['Status'], Photo = false) => {
    if (body.ReplyToSmsId === undefined) return;
    const list = replies.get(Number(body.ReplyToSmsId)) ?? [];
    list.push({
      SentSmsId: 1000 + list.length,
      ToNumber: String(body.ToNumber),
      SMSContent: String(body.SMSContent),
      Status,
      SentBy: options.senderName ?? 'Alice Walker',
      SentDate: new Date().toISOString(),
      Photo,
    });
    replies.set(Number(body.ReplyToSmsId), list);
  };
  const asked: Array<{ path: string; body: Record<string, unknown> }> = [];
  const byId = (id: unknown) => messages.find((m) => m.SmsId === Number(id));
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://fk.test');
    const path = url.pathname;
    // A JSON body, or a multipart one (SendMms: its `detail` field, and whether it carries a `photo`).
    const form = init?.body instanceof FormData ? init.body : null;
    const text = typeof init?.body === 'string' ? init.body : (form?.get('detail') as string | null);
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : ({} as Record<string, unknown>);
    const photo = form?.get('photo') instanceof Blob;
    asked.push({ path, body });
    if (path.endsWith('/Company/GetSystemSettings'))
      return json([
        { SettingId: 321, SettingValue: options.settings?.sms === false ? '0' : '1' },
        { SettingId: 320, SettingValue: options.settings?.email === false ? '0' : '1' },
      ]);
    if (path.endsWith('/Notification/GetSmsEmailCount'))
      return json({ Count: messages.filter((m) => m.Notification === body.Type && !m.IsRead).length });
    if (path.endsWith('/Sms/GetReceivedSmsLog')) {
      if (options.logFails) return json({ message: 'The log could not be read.' }, 500);
      const rows = messages
        .filter((m) => m.Notification === body.Notification)
        .sort((a, b) => b.RecvdDate.localeCompare(a.RecvdDate) || b.SmsId - a.SmsId);
      return json({
        SmsList: rows.slice(Number(body.startRecord) - 1, Number(body.EndRecord)),
        TotalRecord: rows.length,
      });
    }
    if (path.endsWith('/Sms/SaveSms')) {
      if (options.saveFails) throw new TypeError('Failed to fetch');
      const message = byId(body.SmsId);
      if (!message) return json({ message: 'No such message.' }, 404);
      message.IsRead = true;
      return json({ Message: { MessageCode: 1003, Severity: 'success' } });
    }
    if (path.endsWith('/Sms/SendSms') || path.endsWith('/Sms/SendMms')) {
      if (options.reply === 'refused') {
        record(body, 'failed', photo);
        return json(
          { message: "The SMS provider refused the message: The 'To' number is not a valid phone number." },
          502,
        );
      }
      if (options.reply === 'limit')
        return json({ message: 'You can send 10 SMS a minute: try again in a minute.' }, 429);
      if (options.reply === 'number')
        return json({ message: 'A premium-rate number: your company does not send SMS to those.' }, 422);
      sent.push({ ...(body as (typeof sent)[number]), ...(photo ? { photo: true } : {}) });
      const status = options.reply ?? 'sent';
      record(body, status, photo);
      return json({
        SentSmsId: sent.length,
        Status: status,
        ProviderSid: status === 'sent' ? `SM${String(sent.length).padStart(32, '0')}` : null,
      });
    }
    if (path.endsWith('/Sms/GetSmsReplies')) return json({ Replies: replies.get(Number(body.SmsId)) ?? [] });
    if (path.endsWith('/Sms/GetSmsMedia')) {
      const file = options.media?.[Number(url.searchParams.get('SmsId'))];
      if (!file) return json({ message: 'No file.' }, 404);
      const bytes = typeof file.bytes === 'function' ? await file.bytes() : file.bytes;
      return new Response(bytes as BodyInit, { headers: { 'Content-Type': file.type } });
    }
    if (path.endsWith('/Sms/GetInlineParts')) {
      const parts = options.parts?.[Number(body.SmsId)] ?? {};
      return json({ Parts: Object.entries(parts).map(([Cid, DataUrl]) => ({ Cid, DataUrl })) });
    }
    if (path.endsWith('/Sms/SignImageUrls')) {
      const proxy = options.proxy ?? ((u: string) => `Sms/ImageProxy?u=${encodeURIComponent(u)}`);
      return json({ Urls: (body.Urls as string[]).map(proxy) });
    }
    if (path.endsWith('/Log/WebLog')) return json({ LogId: 1 });
    return json({ message: 'no route' }, 404);
  };
  return { messages, sent, asked, fetch };
}
