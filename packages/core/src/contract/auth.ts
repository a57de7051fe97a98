import * as z from 'zod/mini';
import { endpoint } from './define';
import { ActivityRecord, Ok, SessionInfo, TokenGrant } from './entities';

const credential = z.string().check(z.trim(), z.minLength(1), z.maxLength(128));

/** Sign-in, token refresh, logout and the page-visit activity of the authentication service. */
export const auth = {
  /** Signs in by username and password; ends the older session of the user when one session per user is enforced. */
  signIn: endpoint({
    service: 'auth',
    method: 'POST',
    path: 'Account/SignIn',
    access: 'public',
    body: z.object({ UserName: credential, Password: z.string().check(z.minLength(1), z.maxLength(128)) }),
    response: TokenGrant,
  }),
  /**
   * Signs in a user whom a host's backend vouches for: `Assertion` is a JWT (HS256) signed with one of the company's
   * embed keys (header `kid`; claims `sub` or `fk_ext`, `aud` "fieldkit", `iat`, `exp` at most 10 minutes after it, a
   * unique `jti`). Answered as `Account/SignIn`, with the token of an embedded session; sent with a live token of the
   * same user's session made with the same key, it renews that session instead of opening another.
   */
  embedSignIn: endpoint({
    service: 'auth',
    method: 'POST',
    path: 'Account/EmbedSignIn',
    access: 'public',
    body: z.object({ Assertion: z.string().check(z.trim(), z.minLength(1), z.maxLength(4096)) }),
    response: TokenGrant,
  }),
  /**
   * Issues a fresh access token for the current session (the session is kept, its expiry moves on). Refused (403) to
   * an embedded session, which its host renews with a new assertion.
   */
  refreshToken: endpoint({
    service: 'auth',
    method: 'POST',
    path: 'Account/RefreshToken',
    access: 'token',
    response: TokenGrant,
  }),
  /** The session information of the signed-in user. */
  sessionInfo: endpoint({
    service: 'auth',
    method: 'GET',
    path: 'Account/SessionInfo',
    access: 'token',
    response: SessionInfo,
  }),
  /** Ends the current session: its token is refused from now on and its hub connections are closed. */
  logout: endpoint({
    service: 'auth',
    method: 'GET',
    path: 'Account/Logout',
    access: 'token',
    response: Ok,
  }),
  /** Drops the cached privileges of the signed-in user (called on logout). */
  removePrivilegesCache: endpoint({
    service: 'auth',
    method: 'POST',
    path: 'Account/RemovePrivilegesCache',
    access: 'token',
    response: Ok,
  }),
  /** Records a page visit (PageName, Remarks) after a successful navigation. */
  savePageVisit: endpoint({
    service: 'auth',
    method: 'POST',
    path: 'Activity/SavePageVisit',
    access: 'token',
    body: ActivityRecord,
    response: Ok,
  }),
};
