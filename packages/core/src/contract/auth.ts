import * as z from 'zod/mini';
import { endpoint } from './define';
import { ActivityRecord, Ok, SessionInfo, TokenGrant } from './entities';

const credential = z.string().check(z.trim(), z.minLength(1), z.maxLength(128));

/** Sign-in, token refresh, logout and the page-visit activity of the authentication service. */
export const auth = {
  signIn: endpoint({
    service: 'auth',
    method: 'POST',
    path: 'Account/SignIn',
    summary:
      'Signs in by username and password; ends the older session of the user when one session per user is enforced.',
    access: 'public',
    body: z.object({ UserName: credential, Password: z.string().check(z.minLength(1), z.maxLength(128)) }),
    response: TokenGrant,
  }),
  refreshToken: endpoint({
    service: 'auth',
    method: 'POST',
    path: 'Account/RefreshToken',
    summary:
      'Issues a fresh access token for the current session (the session is kept, its expiry moves on).',
    access: 'token',
    response: TokenGrant,
  }),
  sessionInfo: endpoint({
    service: 'auth',
    method: 'GET',
    path: 'Account/SessionInfo',
    summary: 'The session information of the signed-in user.',
    access: 'token',
    response: SessionInfo,
  }),
  logout: endpoint({
    service: 'auth',
    method: 'GET',
    path: 'Account/Logout',
    summary: 'Ends the current session: its token is refused from now on and its hub connections are closed.',
    access: 'token',
    response: Ok,
  }),
  removePrivilegesCache: endpoint({
    service: 'auth',
    method: 'POST',
    path: 'Account/RemovePrivilegesCache',
    summary: 'Drops the cached privileges of the signed-in user (called on logout).',
    access: 'token',
    response: Ok,
  }),
  savePageVisit: endpoint({
    service: 'auth',
    method: 'POST',
    path: 'Activity/SavePageVisit',
    summary: 'Records a page visit (PageName, Remarks) after a successful navigation.',
    access: 'token',
    body: ActivityRecord,
    response: Ok,
  }),
};
