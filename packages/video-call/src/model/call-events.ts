import { callSeconds } from './call-time';
import type { VideoCallState } from './types';

/** A call as the host hears of it: its room, which way it rang, and the other person (the caller, or the one rung). */
export interface CallRing {
  roomName: string;
  /** 'incoming': the user was rung; 'outgoing': the user rang. */
  direction: 'incoming' | 'outgoing';
  /** The other person's LoginId. */
  LoginId: number;
  /** The other person's name, as the prompt shows it. */
  name: string;
  /** Rung into a call already running (a group call). */
  isGroup: boolean;
}

/** The call events, by name: what each tells the host. */
export interface CallEventMap {
  /** The user is being rung (the prompt shows and the ringtone plays). */
  incoming: CallRing;
  /** The call began: the user answered, or the person rung did. */
  started: CallRing;
  /** The call is over for this window (hung up, ended by another, left), after `seconds`. */
  ended: CallRing & { seconds: number };
  /**
   * A ring ended with no call in this window. Rung here: nobody answered in time (`missed`), the caller gave up
   * (`cancelled`), the user answered on another window (`answeredElsewhere`), the room ended (`ended`) or the answer
   * failed (`failed`). Rung by the user: nobody answered (`noAnswer`) or the person is signed in nowhere (`offline`).
   * Every ring heard here thus ends in `started`, `rejected` or `missed`.
   */
  missed: CallRing & {
    reason: 'missed' | 'cancelled' | 'answeredElsewhere' | 'ended' | 'failed' | 'noAnswer' | 'offline';
  };
  /** A ring was refused: declined here or by the person rung (`declined`), or they are in another call (`busy`). */
  rejected: CallRing & { reason: 'declined' | 'busy' };
}

/** The callbacks of the call events, as `VideoCall` takes them (and `<fk-video-call>` dispatches them). */
export interface CallEventCallbacks {
  /** The user is being rung (dispatched as `fk-call-incoming`): the prompt shows and the ringtone plays. */
  onCallIncoming?: (ring: CallEventMap['incoming']) => void;
  /** The call began (`fk-call-started`): the user answered, or the person rung did. */
  onCallStarted?: (ring: CallEventMap['started']) => void;
  /** The call is over for this window (`fk-call-ended`): hung up, ended by another, left; after `seconds`. */
  onCallEnded?: (call: CallEventMap['ended']) => void;
  /** A ring ended unanswered (`fk-call-missed`), `reason` saying how. */
  onCallMissed?: (call: CallEventMap['missed']) => void;
  /** A ring was refused (`fk-call-rejected`): `declined`, here or by the person rung, or `busy`. */
  onCallRejected?: (call: CallEventMap['rejected']) => void;
}

/** The callback of an event: `incoming` is told to `onCallIncoming`. */
export function callbackOf<Name extends keyof CallEventMap>(name: Name): `onCall${Capitalize<Name>}` {
  return `onCall${name[0]?.toUpperCase()}${name.slice(1)}` as `onCall${Capitalize<Name>}`;
}

/** One call event, its name and detail. */
export type CallEvent = {
  [Name in keyof CallEventMap]: { type: Name; detail: CallEventMap[Name] };
}[keyof CallEventMap];

type OutgoingOutcome = Exclude<NonNullable<VideoCallState['outgoing']>['status'], 'ringing'>;

/** What the person rung did, as the caller's event says it. */
function outcomeEvent(outcome: OutgoingOutcome, ring: CallRing): CallEvent {
  return outcome === 'declined' || outcome === 'busy'
    ? { type: 'rejected', detail: { ...ring, reason: outcome } }
    : { type: 'missed', detail: { ...ring, reason: outcome } };
}

type RingEnd = NonNullable<VideoCallState['ringEnded']>['outcome'];

/** Why a ring heard here ended with no call, by how the server (or this window) ended it. */
const MISSED_BECAUSE = {
  missed: 'missed',
  cancelled: 'cancelled',
  answered: 'answeredElsewhere',
  ended: 'ended',
  busy: 'failed',
  failed: 'failed',
} as const satisfies Record<Exclude<RingEnd, 'rejected'>, CallEventMap['missed']['reason']>;

/** The ring of a state: the one heard, or the one made. */
function ringOf(state: VideoCallState): CallRing | null {
  if (state.incoming) {
    const { roomName, fromUser, fromName, isGroup } = state.incoming;
    return { roomName, direction: 'incoming', LoginId: fromUser, name: fromName, isGroup };
  }
  if (state.outgoing) {
    const { roomName, toUser, toName } = state.outgoing;
    return { roomName, direction: 'outgoing', LoginId: toUser, name: toName, isGroup: false };
  }
  return null;
}

/**
 * Follows a video call's store and says what happened to the call at each change, as the host's events tell it:
 * rung, started, ended (with how long it lasted), missed or rejected. It keeps the ring of the call running, which
 * the state in a call no longer holds, for the `ended` event.
 */
export function createCallEventReader(now: () => number = Date.now) {
  let running: CallRing | null = null;
  let startedAt = 0;
  return function eventsOf(previous: VideoCallState, state: VideoCallState): CallEvent[] {
    const events: CallEvent[] = [];
    const ring = ringOf(previous);
    if (previous.phase !== 'incoming' && state.phase === 'incoming' && state.incoming) {
      const heard = ringOf(state);
      if (heard) events.push({ type: 'incoming', detail: heard });
    }
    const outcome = state.outgoing?.status;
    const shown = ringOf(state);
    if (outcome && outcome !== 'ringing' && previous.outgoing?.status === 'ringing' && shown)
      events.push(outcomeEvent(outcome, shown));
    if (previous.phase === 'incoming' && state.phase === 'idle' && ring) {
      const end = state.ringEnded?.roomName === ring.roomName ? state.ringEnded.outcome : 'failed';
      events.push(
        end === 'rejected'
          ? { type: 'rejected', detail: { ...ring, reason: 'declined' } }
          : { type: 'missed', detail: { ...ring, reason: MISSED_BECAUSE[end] } },
      );
    }
    if (previous.phase !== 'inCall' && state.phase === 'inCall' && ring) {
      running = ring;
      startedAt = state.startedAt ?? now();
      events.push({ type: 'started', detail: ring });
    }
    if (previous.phase === 'inCall' && state.phase !== 'inCall' && running) {
      const seconds = callSeconds(startedAt, now());
      events.push({ type: 'ended', detail: { ...running, seconds } });
      running = null;
    }
    return events;
  };
}
