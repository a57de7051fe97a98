import { createFieldkit, createMemoryStorage } from '@fieldkit/core';
import type { ReceivedSms } from '@fieldkit/core/contract';
import { demoSession, json, shownNotices, testConfigInput } from '@fieldkit/core/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { receivedSms } from '../stories/sms-service';
import { lastDays } from './day-range';
import { SMS_LOG_SEARCH_DELAY_MS } from './log';
import { replySegments } from './reply';
import { createSmsLog, type SmsLogModel } from './sms-log';

const sms = receivedSms;

const made: SmsLogModel[] = [];
afterEach(() => {
  for (const log of made.splice(0)) log.dispose();
});

/** The model against a stand-in of the reference server's calls, which records what it was asked. */
function setup(
  options: {
    messages?: ReceivedSms[];
    sendAnswer?: Response;
    saveFails?: boolean;
    sendFailsOnce?: boolean;
  } = {},
) {
  let sendFails = options.sendFailsOnce ?? false;
  const messages = options.messages ?? Array.from({ length: 14 }, (_, i) => sms(14 - i));
  const asked: Array<{ path: string; body: Record<string, unknown> }> = [];
  const reads: number[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const path = new URL(String(input)).pathname;
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    asked.push({ path, body });
    if (path.endsWith('/Sms/GetReceivedSmsLog')) {
      const rows = messages.filter((m) => m.Notification === body.Notification);
      const start = Number(body.startRecord);
      return json({ SmsList: rows.slice(start - 1, Number(body.EndRecord)), TotalRecord: rows.length });
    }
    if (path.endsWith('/Sms/SaveSms')) {
      if (options.saveFails) throw new TypeError('Failed to fetch');
      const message = messages.find((m) => m.SmsId === body.SmsId);
      if (message) message.IsRead = true;
      return json({ Message: { MessageCode: 1003, Severity: 'success' } });
    }
    if (path.endsWith('/Sms/SendSms') && sendFails) {
      // The request left; its answer never came back.
      sendFails = false;
      throw new TypeError('Failed to fetch');
    }
    if (path.endsWith('/Sms/SendSms'))
      return options.sendAnswer ?? json({ SentSmsId: 1, Status: 'sent', ProviderSid: `SM${'0'.repeat(32)}` });
    if (path.endsWith('/Log/WebLog')) return json({ LogId: 1 });
    return json({ message: 'no route' }, 404);
  };
  const fieldkit = createFieldkit({ config: testConfigInput, storage: createMemoryStorage(), fetch });
  fieldkit.session.setState({ token: 't', expiresAt: Date.now() + 3_600_000, session: demoSession });
  const log = createSmsLog({ fieldkit, onRead: (kind) => reads.push(kind) });
  made.push(log);
  return { log, asked, reads, fieldkit, messages, state: () => log.store.getState() };
}

describe('the log popup: the first page of the SMS or the e-mail log, newest first', () => {
  it('asks with the user’s company, login, role group, vendor and time zone, and the kind', async () => {
    const { log, asked } = setup({
      messages: [sms(2), sms(1), sms(3, { Notification: 2, Subject: 'Invoice' })],
    });
    await log.openLog(1);
    expect(asked.at(-1)?.body).toEqual({
      CompanyId: demoSession.CompanyId,
      LoginId: demoSession.LoginId,
      MaxRoleGroup: demoSession.MaxRoleGroup,
      VendorId: demoSession.VendorId,
      TimeZoneId: demoSession.TimeZoneId,
      Notification: 1,
      startRecord: 1,
      EndRecord: 10,
    });
    expect(log.list.store.getState().rows.map((m) => m.SmsId)).toEqual([2, 1]);
    await log.openLog(2);
    expect(log.list.store.getState().rows.map((m) => m.Subject)).toEqual(['Invoice']);
  });

  it('shows ten rows, the paginator hidden: the rest is in the report', async () => {
    const { log } = setup();
    await log.openLog(1);
    expect(log.list.store.getState()).toMatchObject({ total: 14, page: 1 });
    expect(log.list.store.getState().rows).toHaveLength(10);
  });
});

describe('the viewer: Save marks the message read and closes, whatever the severity', () => {
  it('marks it read, says so, closes, reloads the row and has the counts asked again', async () => {
    const { log, fieldkit, reads, asked, state } = setup();
    await log.openLog(1);
    log.view(log.list.store.getState().rows[0]!);
    await log.save();
    expect(asked.find((a) => a.path.endsWith('/Sms/SaveSms'))?.body).toEqual({
      SmsId: 14,
      CompanyId: demoSession.CompanyId,
      LoginId: demoSession.LoginId,
      IsRead: 1,
    });
    expect(state().viewing).toBeNull();
    expect(reads).toEqual([1]);
    expect(log.list.store.getState().rows[0]?.IsRead).toBe(true);
    expect(shownNotices(fieldkit.notices).at(-1)).toEqual({
      severity: 'success',
      title: 'Success',
      text: 'The message is marked read.',
    });
  });

  it('unanswered (offline), the viewer stays for another try, with an error', async () => {
    const { log, fieldkit, reads, state } = setup({ saveFails: true });
    await log.openLog(1);
    log.view(log.list.store.getState().rows[0]!);
    await log.save();
    expect(state().viewing?.SmsId).toBe(14);
    expect(state().saving).toBe(false);
    expect(reads).toEqual([]);
    expect(shownNotices(fieldkit.notices).at(-1)?.severity).toBe('error');
  });
});

describe('the SMS reply', () => {
  it('goes to the sender with the text; sent, the popup closes, and the message it answers counts as read', async () => {
    const { log, asked, fieldkit, state, reads } = setup();
    log.startReply('+447700900456', 14);
    log.setReplyText('  On my way.  ');
    await log.sendReply();
    const sent = asked.findIndex((a) => a.path.endsWith('/Sms/SendSms'));
    expect(asked[sent]?.body).toEqual({
      CompanyId: demoSession.CompanyId,
      LoginId: demoSession.LoginId,
      ToNumber: '+447700900456',
      SMSContent: '  On my way.  ',
      ReplyToSmsId: 14,
      IdempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(state().reply).toBeNull();
    expect(shownNotices(fieldkit.notices).at(-1)?.text).toBe('The SMS is sent.');
    // The server marked the answered SMS read: the host hears it, as after a Save (the counts are asked again too).
    expect(reads).toEqual([1]);
  });

  it('queued says so; refused by the provider says its reason and keeps the text', async () => {
    const queued = setup({ sendAnswer: json({ SentSmsId: 2, Status: 'queued', ProviderSid: null }) });
    queued.log.startReply('+447700900456');
    queued.log.setReplyText('Hello');
    await queued.log.sendReply();
    expect(shownNotices(queued.fieldkit.notices).at(-1)?.text).toMatch(/queued/);

    const reason = "The SMS provider refused the message: The 'To' number is not a valid phone number.";
    const refused = setup({
      sendAnswer: json({ statusCode: 502, error: 'Bad Gateway', message: reason }, 502),
    });
    refused.log.startReply('+15005550001');
    refused.log.setReplyText('Hello');
    await refused.log.sendReply();
    expect(refused.state().reply).toMatchObject({ text: 'Hello', sending: false });
    expect(shownNotices(refused.fieldkit.notices).at(-1)).toMatchObject({ severity: 'error', text: reason });
  });

  it('sent again after an answer that never came, it carries the same key; a changed text a new one', async () => {
    const { log, asked, state } = setup({ sendFailsOnce: true });
    log.startReply('+447700900456');
    log.setReplyText('On my way.');
    await log.sendReply();
    expect(state().reply).toMatchObject({ text: 'On my way.', sending: false });
    await log.sendReply();
    const keys = asked.filter((a) => a.path.endsWith('/Sms/SendSms')).map((a) => a.body.IdempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(keys[1]).toBe(keys[0]);
    log.startReply('+447700900456');
    log.setReplyText('On my way.');
    const first = state().reply!.idempotencyKey;
    log.setReplyText('On my way, 10 minutes.');
    expect(state().reply!.idempotencyKey).not.toBe(first);
  });

  it('an empty text is not sent', async () => {
    const { log, asked } = setup();
    log.startReply('+447700900456');
    log.setReplyText('   ');
    await log.sendReply();
    expect(asked.some((a) => a.path.endsWith('/Sms/SendSms'))).toBe(false);
  });

  it('counts the characters and parts of the text as carriers do', () => {
    expect(replySegments('  On my way.  ')).toEqual({ encoding: 'GSM-7', units: 10, segments: 1 });
    expect(replySegments('x'.repeat(200)).segments).toBe(2);
    expect(replySegments('Olé 😀').encoding).toBe('UCS-2');
  });
});

describe('the report: a date range and a search over the whole log', () => {
  it('asks the range as instants of the browser’s days and the search once the typing pauses', async () => {
    vi.useFakeTimers();
    try {
      const { log, asked } = setup();
      await log.openLog(1);
      await log.setRange({ from: '2026-11-01', to: '2026-11-23' });
      expect(asked.at(-1)?.body).toMatchObject({
        FromDate: new Date('2026-11-01T00:00:00').toISOString(),
        ToDate: new Date('2026-11-24T00:00:00').toISOString(),
        startRecord: 1,
      });
      log.search('gate');
      log.search('gate code');
      expect(log.store.getState().searchText).toBe('gate code');
      const before = asked.length;
      await vi.advanceTimersByTimeAsync(SMS_LOG_SEARCH_DELAY_MS);
      expect(asked.slice(before).map((a) => a.body.SearchText)).toEqual(['gate code']);
      await log.setRange({ from: '', to: '2026-11-23' });
      expect(asked.at(-1)?.body.FromDate).toBeUndefined();
      expect(asked.at(-1)?.body.SearchText).toBe('gate code');
    } finally {
      vi.useRealTimers();
    }
  });

  it('the last days up to today, as local calendar days', () => {
    expect(lastDays(60, new Date(2026, 10, 23, 15, 0))).toEqual({ from: '2026-09-24', to: '2026-11-23' });
  });
});
