/** Twilio's REST Messages API, for one account. */
export interface TwilioAccount {
  accountSid: string;
  authToken: string;
  from: string;
  /** `https://api.twilio.com`, or a stand-in on loopback in tests. */
  apiBase: string;
}

/** What the provider said of a message handed to it. */
export type ProviderAnswer = { ok: true; sid: string } | { ok: false; reason: string };

/** How long the provider may take before the send counts as failed. */
const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * Hands an SMS to Twilio (`POST /2010-04-01/Accounts/{sid}/Messages.json`, basic auth, a form of To, From and
 * Body, and MediaUrl for an MMS's photo, which Twilio fetches). Never follows a redirect; a refusal answers Twilio's
 * own message.
 */
export async function sendThroughTwilio(
  account: TwilioAccount,
  to: string,
  body: string,
  mediaUrl?: string,
): Promise<ProviderAnswer> {
  const url = `${account.apiBase}/2010-04-01/Accounts/${account.accountSid}/Messages.json`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      redirect: 'error',
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      headers: {
        Authorization: `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        To: to,
        From: account.from,
        Body: body,
        ...(mediaUrl ? { MediaUrl: mediaUrl } : {}),
      }).toString(),
    });
  } catch {
    return { ok: false, reason: 'The SMS provider could not be reached.' };
  }
  const answer = (await response.json().catch(() => null)) as { sid?: unknown; message?: unknown } | null;
  if (response.ok && typeof answer?.sid === 'string') return { ok: true, sid: answer.sid };
  const reason = typeof answer?.message === 'string' ? answer.message : `HTTP ${response.status}`;
  return { ok: false, reason: `The SMS provider refused the message: ${reason}` };
}
