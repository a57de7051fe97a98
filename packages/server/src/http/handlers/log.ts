import type { Contract } from '@fieldkit/core/contract';
import { HttpError } from '../errors';
import { int32OrNull } from './int32';
import type { GroupHandlers } from './types';

/** The client log: stores what the HTTP client reports about failed responses, from whom the token says. */
export const logHandlers: GroupHandlers<Contract['log']> = {
  async webLog({ body, ip, caller }, { db, webLogLimiter }) {
    if (!(await webLogLimiter.allow(ip)))
      throw new HttpError(429, 'Too many log entries. Try again in a minute.');
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
        // Who the entry is from comes from a valid token sent with it, never from the body alone (anyone with the
        // app's ApiKey could name any company or login).
        company_id: caller?.companyId ?? null,
        login_id: caller?.loginId ?? null,
        page_url: body.PageUrl ?? null,
      })
      .returning('log_id')
      .executeTakeFirstOrThrow();
    return { LogId: row.log_id };
  },
};
