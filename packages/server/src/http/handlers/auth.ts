import type { Contract } from '@fieldkit/core/contract';
import { exchangeAssertion } from '../../auth/embed/exchange';
import { readSessionInfo } from '../../auth/session-info';
import { HttpError } from '../errors';
import { type GroupHandlers, signedIn } from './types';

/** Sign-in attempts one address may make in the window, as a multiple of the per-username limit. */
const SIGN_IN_ADDRESS_FACTOR = 10;

/** Sign-in, refresh, session information, logout and page visits. */
export const authHandlers: GroupHandlers<Contract['auth']> = {
  async signIn({ body, ip }, { sessions, signInLimiter }) {
    // Per username and address, and per address alone so that a spray of usernames cannot buy unlimited password hashing.
    const now = Date.now();
    if (
      !(await signInLimiter.allow(`${body.UserName.toLowerCase()}|${ip}`, now)) ||
      !(await signInLimiter.allow(`|${ip}`, now, signInLimiter.max * SIGN_IN_ADDRESS_FACTOR))
    ) {
      throw new HttpError(429, 'Too many sign-in attempts. Try again in a minute.');
    }
    const grant = await sessions.signIn(body.UserName, body.Password);
    if (!grant) throw new HttpError(401, 'Wrong username or password.');
    return grant;
  },

  async embedSignIn({ body, ip, origin, caller }, { db, sessions, config, signInLimiter }) {
    return exchangeAssertion(
      { db, sessions, serverSecret: config.tokenSecret, limiter: signInLimiter },
      { assertion: body.Assertion, origin, ip, caller },
    );
  },

  async refreshToken({ caller }, { sessions }) {
    const me = signedIn(caller);
    // The host vouches for its user again to renew an embedded session: a refresh would outlive the host's say.
    if (me.embedKeyId)
      throw new HttpError(
        403,
        'An embedded session is renewed with a new assertion of its host (Account/EmbedSignIn), not refreshed.',
      );
    return sessions.refresh(me);
  },

  async sessionInfo({ caller }, { db }) {
    const me = signedIn(caller);
    return readSessionInfo(db, me.loginId, me.sessionId);
  },

  async logout({ caller }, { sessions }) {
    await sessions.logout(signedIn(caller));
    return { Success: true };
  },

  async removePrivilegesCache({ caller }) {
    // Privileges are read from the store on every call: there is no cache to drop, the call only has to succeed.
    signedIn(caller);
    return { Success: true };
  },

  async savePageVisit({ caller, body }, { db }) {
    const me = signedIn(caller);
    await db
      .insertInto('page_visits')
      .values({
        login_id: me.loginId,
        company_id: me.companyId,
        page_name: body.PageName,
        remarks: body.Remarks,
        visited_at: new Date().toISOString(),
      })
      .execute();
    return { Success: true };
  },
};
