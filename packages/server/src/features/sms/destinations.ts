import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** What a company allows its SMS to reach (`companies.sms_number`, `sms_allowed_countries`, `sms_premium_rate_allowed`). */
export interface SmsDestinationPolicy {
  smsNumber: string | null;
  allowedCountries: string;
  premiumRateAllowed: boolean;
}

/**
 * The country of a number (ISO 3166): the one its digits belong to, else the main country of its calling code (a
 * number outside every allocated range, like the 07700 900 range kept for drama, is placed by its +44 alone).
 */
export function countryOf(number: string): string | undefined {
  const parsed = parsePhoneNumberFromString(number);
  return parsed?.country ?? parsed?.getPossibleCountries()[0];
}

/** The countries a company's SMS may go to: those it lists, else its own number's country, else none. */
function allowedCountries(policy: SmsDestinationPolicy): string[] {
  const listed = policy.allowedCountries
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  if (listed.length > 0) return listed;
  const own = policy.smsNumber ? countryOf(policy.smsNumber) : undefined;
  return own ? [own] : [];
}

/**
 * Why an SMS may not go to `to` under the company's policy, or null when it may: a premium-rate or shared-cost
 * number (what SMS pumping fraud sends to), or a country the company does not send to.
 */
export function smsDestinationRefusal(policy: SmsDestinationPolicy, to: string): string | null {
  const parsed = parsePhoneNumberFromString(to);
  const type = parsed?.isValid() ? parsed.getType() : undefined;
  if (!policy.premiumRateAllowed && (type === 'PREMIUM_RATE' || type === 'SHARED_COST'))
    return `${to} is a premium-rate number: your company does not send SMS to those.`;
  const country = countryOf(to);
  const allowed = allowedCountries(policy);
  if (!country || !allowed.includes(country))
    return `${to} is ${country ? `a number of ${country}` : 'not a number of any country'}: your company sends SMS to ${allowed.length ? allowed.join(', ') : 'no country'} only.`;
  return null;
}
