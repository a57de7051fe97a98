import type { Contract } from '@fieldkit/core/contract';
import { HttpError } from '../errors';
import { int32OrNull } from './int32';
import type { GroupHandlers } from './types';

/** The client log: stores what the HTTP client reports about failed responses. */
export const logHandlers: GroupHandlers<Contract['log']> = {
  async webLog({ body, ip }, { db, webLogLimiter }) {
    if (!webLogLimiter.allow(ip)) throw new HttpError(429, 'Too many log entries. Try again in a minute.');
    const row = await db
      .insertInto('web_logs')
      .values({
        received_at: new Date().toISOString(),
        client_ip: ip,
        url: body.Url,
        method: body.Method,
        status: int32OrNull(body.Status) ?? 0,
        status_text: body.StatusText,
        message: body.Message,
        body: body.Body ?? null,
        logged_at: body.LoggedAt,
        app_version: body.AppVersion ?? null,
        company_id: int32OrNull(body.CompanyId),
        login_id: int32OrNull(body.LoginId),
        page_url: body.PageUrl ?? null,
      })
      .returning('log_id')
      .executeTakeFirstOrThrow();
    return { LogId: row.log_id };
  },
};
