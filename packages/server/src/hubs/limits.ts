import { HUB_REFUSALS } from '@fieldkit/core/contract';

/**
 * What keeps one connection or one user from stalling the others: calls beyond a limit are answered with a hub error
 * at once (the client sees why), never queued. The rate and the connections per user count every process together
 * when Redis links them (`SharedCallRates`, `SharedConnections`), this process's alone otherwise.
 */
export interface HubLimits {
  /** Invocations one connection may have under way at once. */
  callsInFlight: number;
  /**
   * Invocations one user may have under way at once on this process, all their connections together (an answered one
   * counts until the event loop's turn is over, see `UserCalls`): a flood spread over several connections is let in no
   * faster than over one, so the work it brings at once stays small.
   */
  userCallsInFlight: number;
  /** Invocations one user may start per second, all their connections together, sustained... */
  callsPerSecond: number;
  /**
   * ...after a burst of this many. 100 keeps the others' p99 within the fairness goal during a one-user flood (the
   * flood is refused or cut within a third of a second) and leaves a tab catching up after a drop (its outbox one
   * message at a time, a delivered and a read mark) far below it: a refused read mark is not tried again.
   */
  callBurst: number;
  /** Hub connections one user may hold open, all hubs and tabs together. */
  connectionsPerUser: number;
}

/**
 * A person's tabs make a handful of calls a second at most (a message, a read mark, typing); the outbox sends its
 * queue one message at a time. Four tabs on each of the hubs fit in the connection cap.
 */
export const DEFAULT_HUB_LIMITS: HubLimits = {
  callsInFlight: 16,
  userCallsInFlight: 16,
  callsPerSecond: 20,
  callBurst: 100,
  connectionsPerUser: 24,
};

/** The hub error of an invocation beyond `callsInFlight` (clients know it: they try again in a moment). */
export const TOO_MANY_IN_FLIGHT = HUB_REFUSALS.tooManyInFlight;

/** The hub error of an invocation beyond the user's rate. */
export const TOO_MANY_CALLS = HUB_REFUSALS.tooManyCalls;

/** The upgrade refusal of a connection beyond `connectionsPerUser`. */
export const TOO_MANY_CONNECTIONS = 'Too many open connections for this user: close a tab or window first.';
