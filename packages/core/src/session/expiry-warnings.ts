import type { SessionInfo } from '../contract/entities';

/** Warnings are given when the expiry day is at most this many days away. */
export const EXPIRY_WARNING_DAYS = 14;

/** A licence or password expiry warning shown at load: its text is `key` (core namespace) translated with `values`. */
export interface ExpiryWarning {
  kind: 'licence' | 'password';
  /** Whole days until the expiry day (0 = today). */
  days: number;
  /** i18n key in the `core` namespace. */
  key: string;
  values: { count: number };
}

const DAY_MS = 86_400_000;

function daysUntil(expiry: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(expiry);
  if (!match) return null;
  const day = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const from = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((day - from) / DAY_MS);
}

function warning(kind: ExpiryWarning['kind'], expiry: string | null, today: Date): ExpiryWarning[] {
  if (!expiry) return [];
  const days = daysUntil(expiry, today);
  // Past days are not warned about: the server refuses a sign-in with an expired licence or password.
  if (days === null || days < 0 || days > EXPIRY_WARNING_DAYS) return [];
  const key = days === 0 ? `expiry.${kind}Today` : `expiry.${kind}InDays`;
  return [{ kind, days, key, values: { count: days } }];
}

/** Licence and password expiry warnings at load: "expires today" or "in N days" within 14 days; none otherwise. */
export function expiryWarnings(
  session: Pick<SessionInfo, 'LicenseExpired' | 'PasswordExpired'>,
  today: Date = new Date(),
): ExpiryWarning[] {
  return [
    ...warning('licence', session.LicenseExpired, today),
    ...warning('password', session.PasswordExpired, today),
  ];
}
