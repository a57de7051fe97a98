import type { ReadableStore } from '../store/readable-store';
import type { SessionState } from './session-store';

/** The signed-in user as a widget's calls name them. */
export interface SignedInUser {
  loginId: number;
  companyId: number;
}

/**
 * The login and company of the user signed in now; throws, naming `widget`, when nobody is (a widget's model must be
 * made after sign-in, as its element and the shell do).
 */
export function signedInUser(session: ReadableStore<SessionState>, widget: string): SignedInUser {
  const info = session.getState().session;
  if (!info) throw new Error(`${widget}: nobody is signed in`);
  return { loginId: info.LoginId, companyId: info.CompanyId };
}
