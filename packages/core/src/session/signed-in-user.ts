import type { ReadableStore } from '../store/readable-store';
import type { SessionState } from './session-store';

/** The signed-in user as a widget's calls name them. */
export interface SignedInUser {
  loginId: number;
  companyId: number;
  /** What the list calls of SMS and video send besides (spec, feature areas section 7). */
  maxRoleGroup: number;
  vendorId: number;
  timeZoneId: string;
}

/**
 * The login and company of the user signed in now; throws, naming `widget`, when nobody is (a widget's model must be
 * made after sign-in, as its element and the shell do).
 */
export function signedInUser(session: ReadableStore<SessionState>, widget: string): SignedInUser {
  const info = session.getState().session;
  if (!info) throw new Error(`${widget}: nobody is signed in`);
  return {
    loginId: info.LoginId,
    companyId: info.CompanyId,
    maxRoleGroup: info.MaxRoleGroup,
    vendorId: info.VendorId,
    timeZoneId: info.TimeZoneId,
  };
}
