/** The hub errors of a call the server refused for now (its limits): the same call may succeed in a moment. */
export const HUB_REFUSALS = {
  /** Beyond the calls one connection may have under way at once. */
  tooManyInFlight: 'Too many calls under way on this connection: wait for their answers.',
  /** Beyond the calls one user may start per second. */
  tooManyCalls: 'Too many calls: slow down and try again in a moment.',
} as const;

/** Whether a hub call failed only for now (a limit of the server), so it is worth making again shortly. */
export function isRefusedForNow(error: unknown): boolean {
  return error instanceof Error && (Object.values(HUB_REFUSALS) as string[]).includes(error.message);
}

/**
 * What the server says when it closes a session's hub connections for good: another sign-in of the same user ended
 * the session, or the session was revoked or expired. Either way the token is no longer good.
 */
export const HUB_SESSION_CLOSES = {
  signedInElsewhere: 'Signed in elsewhere',
  sessionEnded: 'Your session has ended. Sign in again.',
  embedKeyRevoked: 'The embed key of this session was revoked',
  passwordChanged: 'Password changed',
  userDisabled: 'This user is disabled.',
} as const;

/** Whether a hub connection closed because its session ended (SignalR prefixes the server's error with its own words). */
export function isSessionClose(error: unknown): boolean {
  return (
    error instanceof Error &&
    Object.values(HUB_SESSION_CLOSES).some((reason) => error.message.endsWith(reason))
  );
}
