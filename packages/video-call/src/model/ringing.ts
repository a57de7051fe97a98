import { type IncomingVideoSignal, VIDEO_ROOM_ERRORS } from '@fieldkit/core/contract';
import type { CallMedia } from './call-media';
import type { CallRoom } from './call-room';
import type { VideoScope } from './scope';
import type { OutgoingRing } from './types';

/** How long the outgoing prompt shows busy, declined, 'No answer' or offline before it closes (ms). */
export const OUTCOME_SHOWN_MS = 2_500;

/** Ringing someone, being rung, and the answers. */
export interface Ringing {
  /** Rings a user: one call at a time. */
  call(loginId: number, name: string): Promise<void>;
  /** Answers the ring heard here: the camera opens and the room is entered. */
  accept(): Promise<void>;
  reject(): Promise<void>;
  /** The caller hangs up before an answer. */
  disconnect(): Promise<void>;
  /** A ring to this user while this window was not connected yet (or reconnecting): it rings here too. */
  catchUp(): Promise<void>;
  /** A ring for this user: it rings here unless this window is in a call or ringing (the server answers busy). */
  hear(signal: IncomingVideoSignal): void;
  /** The person rung is busy, declined, did not answer or is offline: the prompt says so for a moment, then closes. */
  showOutcome(status: RingOutcomeShown): void;
}

/** What the outgoing prompt shows after a ring that was not answered. */
type RingOutcomeShown = Exclude<OutgoingRing['status'], 'ringing'>;

/** The ringing part of a video call model. */
export function createRinging(scope: VideoScope, media: CallMedia, room: CallRoom): Ringing {
  const { get, set, hub, ringtone } = scope;

  async function startRinging() {
    set({ ringtoneBlocked: !(await ringtone.play()) });
  }

  function hear(signal: IncomingVideoSignal) {
    if (get().phase !== 'idle') return;
    set({ phase: 'incoming', incoming: { ...signal }, roomName: signal.roomName, ringEnded: null });
    void startRinging();
    // The camera waits for Accept; the code that carries the call need not.
    media.preload();
  }

  function showOutcome(status: RingOutcomeShown) {
    const { outgoing } = get();
    if (!outgoing) return;
    ringtone.stop();
    set({ outgoing: { ...outgoing, status } });
    const roomName = outgoing.roomName;
    scope.later(OUTCOME_SHOWN_MS, () => {
      if (get().outgoing?.roomName === roomName) scope.reset();
    });
  }

  return {
    async call(loginId, name) {
      if (get().phase !== 'idle') {
        scope.say('error', 'ongoingCall');
        return;
      }
      if (get().enabled !== true) return;
      const roomName = String(Date.now());
      set({
        phase: 'outgoing',
        roomName,
        startedAt: Date.now(),
        outgoing: { roomName, toUser: loginId, toName: name, status: 'ringing' },
      });
      void startRinging();
      const ready = media.prepare();
      try {
        const answer = await scope.signal('StartCall', loginId, roomName);
        // Offline: nobody to ring (the server has written them a missed call), said at once instead of ringing.
        if (answer.outcome === 'busy' || answer.outcome === 'offline') showOutcome(answer.outcome);
        await ready;
      } catch (error) {
        if (get().roomName === roomName) scope.reset();
        room.failed(error);
      }
    },
    async accept() {
      const { incoming } = get();
      if (!incoming) return;
      ringtone.stop();
      try {
        // The camera opens while the answer travels: the others wait for this window's offers, which go once both are
        // done (WebRTC messages that arrive meanwhile wait for the media too).
        const ready = media.prepare();
        const answer = await scope.signal(
          'AcceptCall',
          incoming.fromUser,
          incoming.roomName,
          incoming.isGroup,
        );
        if (!answer.room) throw new Error(VIDEO_ROOM_ERRORS.missing);
        await ready;
        set({ startedAt: Date.now() });
        room.enter(answer.room, true);
        const { self } = get();
        if (self.IsMuted || self.IsCameraOff) media.setMedia({});
      } catch (error) {
        set({ ringEnded: { roomName: incoming.roomName, outcome: 'failed' } });
        scope.reset();
        room.failed(error);
      }
    },
    async reject() {
      const { incoming } = get();
      if (!incoming) return;
      set({ ringEnded: { roomName: incoming.roomName, outcome: 'rejected' } });
      scope.reset();
      await scope
        .signal('RejectCall', incoming.fromUser, incoming.roomName, incoming.isGroup)
        .catch((error: unknown) => scope.warn('RejectCall failed', error));
    },
    async disconnect() {
      const { outgoing } = get();
      if (!outgoing) return;
      // Signed by this window's peer id in the call, before the reset gives it a new one.
      const hangUp = scope.signal('DisconnectCall', outgoing.toUser, outgoing.roomName);
      scope.reset();
      await hangUp.catch((error: unknown) => scope.warn('DisconnectCall failed', error));
    },
    async catchUp() {
      try {
        const [ring] = await hub.invoke('GetRings');
        if (ring) hear(ring);
      } catch (error) {
        scope.warn('the rings could not be read', error);
      }
    },
    hear,
    showOutcome,
  };
}
