import { twilioSignature } from '../src/features/sms/twilio-signature';
import { SMS_INBOUND_PATH } from '../src/features/sms/webhook';
import { call, type TestServer } from './helpers';

// Inbound SMS as Twilio posts them, for the tests of the webhook and of what follows it.

/** The auth token the test servers check signatures with, and the public URL Twilio calls them at. */
export const TWILIO_TOKEN = 'twilio-auth-token-for-tests';
export const PUBLIC_URL = 'https://fieldkit.example';
/** The demo companies' SMS numbers. */
export const ACME_NUMBER = '+447700900100';
export const BOREALIS_NUMBER = '+447700900200';
/** The environment of a server that takes inbound SMS. */
export const INBOUND_ENV = { SMS_WEBHOOK_AUTH_TOKEN: TWILIO_TOKEN, PUBLIC_URL };

let sids = 0;
/** A fresh Twilio message id. */
export const sid = () => `SM${(++sids).toString(16).padStart(32, '0')}`;

/** The form Twilio posts for a message (the same id under both of its names). */
export function twilioForm(over: Record<string, string> = {}): Record<string, string> {
  const messageSid = over.MessageSid ?? sid();
  return {
    ToCountry: 'GB',
    NumMedia: '0',
    From: '+447700900456',
    To: ACME_NUMBER,
    Body: 'Running 10 minutes late.',
    AccountSid: `AC${'0'.repeat(32)}`,
    ApiVersion: '2010-04-01',
    ...over,
    MessageSid: messageSid,
    SmsMessageSid: messageSid,
  };
}

/** Posts a form to a server's webhook, signed as Twilio signs it unless `signature` says otherwise. */
export async function postInbound(
  server: TestServer,
  params: Record<string, string>,
  options: { signature?: string | null; contentType?: string; raw?: string } = {},
) {
  const signature =
    options.signature === undefined
      ? twilioSignature(TWILIO_TOKEN, `${PUBLIC_URL}${SMS_INBOUND_PATH}`, params)
      : options.signature;
  const response = await fetch(`${server.url}${SMS_INBOUND_PATH}`, {
    method: 'POST',
    headers: {
      'Content-Type': options.contentType ?? 'application/x-www-form-urlencoded',
      ...(signature === null ? {} : { 'X-Twilio-Signature': signature }),
    },
    body: options.raw ?? new URLSearchParams(params).toString(),
  });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

/** The demo users' company and login, as the log calls name them. */
export const LOG_USERS = {
  alice: { CompanyId: 2, LoginId: 2 },
  bob: { CompanyId: 2, LoginId: 3 },
  carol: { CompanyId: 2, LoginId: 4 },
  dave: { CompanyId: 3, LoginId: 5 },
} as const;

/** A page of the SMS (1) or e-mail (2) log `user` sees, asked as the widget asks it. */
export function receivedLog(
  server: TestServer,
  token: string,
  user: keyof typeof LOG_USERS,
  options: {
    Notification?: number;
    startRecord?: number;
    EndRecord?: number;
    FromDate?: string;
    ToDate?: string;
    SearchText?: string;
  } = {},
) {
  const { Notification = 1, startRecord = 1, EndRecord = 500, ...filters } = options;
  return call(server.url, 'POST', '/api/notification/Sms/GetReceivedSmsLog', {
    token,
    body: {
      ...LOG_USERS[user],
      MaxRoleGroup: 2,
      VendorId: 0,
      TimeZoneId: 'Europe/London',
      Notification,
      startRecord,
      EndRecord,
      ...filters,
    },
  });
}
