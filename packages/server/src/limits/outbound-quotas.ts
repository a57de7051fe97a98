import { sql } from 'kysely';
import type { Caller } from '../auth/sessions';
import type { Db, Dialect } from '../db/schema';
import { HttpError } from '../http/errors';

/** What a company's users send that costs money or reputation: SMS (and MMS), and job e-mails. */
export type OutboundChannel = 'sms' | 'email';

/** The most units (an SMS, an e-mail's recipient) one user, and the whole company, may send a minute and a day. */
export interface OutboundLimits {
  userPerMinute: number;
  userPerDay: number;
  companyPerMinute: number;
  companyPerDay: number;
}

/** The rates and daily quotas of each channel. */
export type OutboundLimitsByChannel = Record<OutboundChannel, OutboundLimits>;

/** The rates and quotas of sending, shared by every server process through the store. */
export interface OutboundQuotas {
  /**
   * Takes `units` of `channel` for the caller, or refuses with 429 naming the limit reached (and takes nothing).
   * Check and take are one step for the company (a transaction, the company's row locked on PostgreSQL): requests
   * at once, on any process, never together pass a limit.
   */
  take(me: Caller, channel: OutboundChannel, units: number): Promise<void>;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** What each channel's units are called in a refusal. */
const UNITS: Record<OutboundChannel, [one: string, many: string]> = {
  sms: ['SMS', 'SMS'],
  email: ['e-mail recipient', 'e-mail recipients'],
};

/** Which limit a refusal names, the first reached in this order. */
function refusal(
  channel: OutboundChannel,
  limits: OutboundLimits,
  used: { userMinute: number; userDay: number; companyMinute: number; companyDay: number },
  units: number,
): string | null {
  const name = (n: number) => `${n} ${UNITS[channel][n === 1 ? 0 : 1]}`;
  if (used.userMinute + units > limits.userPerMinute)
    return `You can send ${name(limits.userPerMinute)} a minute: try again in a minute.`;
  if (used.companyMinute + units > limits.companyPerMinute)
    return `Your company can send ${name(limits.companyPerMinute)} a minute: try again in a minute.`;
  if (used.userDay + units > limits.userPerDay)
    return `You have sent the most you can in a day (${name(limits.userPerDay)} in 24 hours): try again later.`;
  if (used.companyDay + units > limits.companyPerDay)
    return `Your company has sent the most it can in a day (${name(limits.companyPerDay)} in 24 hours): try again later.`;
  return null;
}

/** The per-user and per-company rates (a minute) and quotas (24 hours, rolling) of sending, counted in the store. */
export function createOutboundQuotas(
  db: Db,
  dialect: Dialect,
  limits: OutboundLimitsByChannel,
  now: () => number = Date.now,
): OutboundQuotas {
  return {
    async take(me, channel, units) {
      const at = now();
      const minuteAgo = new Date(at - MINUTE_MS).toISOString();
      const dayAgo = new Date(at - DAY_MS).toISOString();
      const refused = await db.transaction().execute(async (trx) => {
        // One company's sends one at a time, on every process (SQLite's writes are one at a time already).
        if (dialect === 'postgres')
          await sql`SELECT company_id FROM companies WHERE company_id = ${me.companyId} FOR UPDATE`.execute(
            trx,
          );
        const row = await trx
          .selectFrom('outbound_uses')
          .select([
            sql<number>`coalesce(sum(case when login_id = ${me.loginId} and used_at > ${minuteAgo} then units else 0 end), 0)`.as(
              'userMinute',
            ),
            sql<number>`coalesce(sum(case when login_id = ${me.loginId} then units else 0 end), 0)`.as(
              'userDay',
            ),
            sql<number>`coalesce(sum(case when used_at > ${minuteAgo} then units else 0 end), 0)`.as(
              'companyMinute',
            ),
            sql<number>`coalesce(sum(units), 0)`.as('companyDay'),
          ])
          .where('company_id', '=', me.companyId)
          .where('channel', '=', channel)
          .where('used_at', '>', dayAgo)
          .executeTakeFirstOrThrow();
        const used = {
          userMinute: Number(row.userMinute),
          userDay: Number(row.userDay),
          companyMinute: Number(row.companyMinute),
          companyDay: Number(row.companyDay),
        };
        const why = refusal(channel, limits[channel], used, units);
        if (why) return why;
        await trx
          .deleteFrom('outbound_uses')
          .where('company_id', '=', me.companyId)
          .where('channel', '=', channel)
          .where('used_at', '<=', dayAgo)
          .execute();
        await trx
          .insertInto('outbound_uses')
          .values({
            company_id: me.companyId,
            login_id: me.loginId,
            channel,
            units,
            used_at: new Date(at).toISOString(),
          })
          .execute();
        return null;
      });
      if (refused) throw new HttpError(429, refused);
    },
  };
}
