import {
  VIDEO_INVITE_DISPLAY_MS,
  VIDEO_ROOM_ERRORS,
  type VideoParticipant,
  type VideoRoom,
} from '@fieldkit/core/contract';
import type { CallMedia } from './call-media';
import type { VideoScope } from './scope';
import type { CallParticipant } from './types';

/** A participant as the grid shows them: linking until their media flows. */
export function participantOf(p: VideoParticipant): CallParticipant {
  return { ...p, stream: null, link: 'connecting' };
}

/** The call's room: who is in it, who is rung to join, and leaving it. */
export interface CallRoom {
  /** Shows the room's people and links to each of them; this window offers when it joined last. */
  enter(room: VideoRoom, offer: boolean): void;
  /** A window left (its link failed for good): out of the grid, and the call ends if nobody is left. */
  peerGone(peerId: string): void;
  /** The ring of someone invited into the call ended. */
  inviteEnded(loginId: number, outcome: string): void;
  /** A call step failed: the room's own refusals in words, anything else as 'callFailed'. */
  failed(error: unknown): void;
  /** In a call, who is still in the room: a leave pushed while this window could not hear it. */
  catchUp(): void;
  /** Rings someone into the call. */
  invite(loginId: number, name: string): Promise<void>;
  /** Ends the call for everyone (EndCall). */
  endCall(): Promise<void>;
  /** Leaves the call; it goes on for the others (Leave). */
  leave(): Promise<void>;
}

/** The room part of a video call model. */
export function createCallRoom(scope: VideoScope, media: CallMedia): CallRoom {
  const { get, set, hub } = scope;

  /** Alone in the call and nobody rung: the call is over. */
  function endIfAlone() {
    const { phase, participants, invited, roomName } = get();
    if (phase !== 'inCall' || participants.length > 0 || invited.length > 0 || !roomName) return;
    hub.invoke('Leave', { roomName }).catch(() => {});
    scope.reset();
    scope.say('info', 'callEnded');
  }

  const room: CallRoom = {
    enter(entered, offer) {
      const others = entered.participants.filter((p) => p.peerId !== scope.peerId());
      set({
        phase: 'inCall',
        incoming: null,
        outgoing: null,
        roomName: entered.roomName,
        participants: others.map(participantOf),
        invited: entered.invited.map((i) => ({ ...i, since: Date.now() })),
      });
      for (const p of others) media.connect(p, offer);
    },
    peerGone(peerId) {
      set({ participants: get().participants.filter((p) => p.peerId !== peerId) });
      endIfAlone();
    },
    inviteEnded(loginId, outcome) {
      const { invited } = get();
      const invitee = invited.find((i) => i.LoginId === loginId);
      set({ invited: invited.filter((i) => i.LoginId !== loginId) });
      if (invitee && outcome === 'busy') scope.say('info', 'busy', { name: invitee.ParticipantName });
      endIfAlone();
    },
    failed(error) {
      scope.warn('a call step failed', error);
      const message = error instanceof Error ? error.message : '';
      const known = Object.values(VIDEO_ROOM_ERRORS).find((text) => message.includes(text));
      if (known) scope.say('warning', known);
      else scope.say('error', 'callFailed');
    },
    catchUp() {
      const { roomName, phase } = get();
      if (!roomName || phase !== 'inCall') return;
      hub
        .invoke('GetRoom', { roomName })
        .then((now) => {
          const here = new Set(now.participants.map((p) => p.peerId));
          set({ participants: get().participants.filter((p) => here.has(p.peerId)) });
          endIfAlone();
        })
        .catch(() => scope.reset());
    },
    async invite(loginId, name) {
      const { roomName, phase } = get();
      if (!roomName || phase !== 'inCall') return;
      try {
        const answer = await scope.signal('StartCall', loginId, roomName, true);
        if (answer.outcome === 'busy' || answer.outcome === 'offline') {
          scope.say('info', answer.outcome === 'busy' ? 'busy' : 'calleeOffline', { name });
          return;
        }
        set({
          invited: [
            ...get().invited.filter((i) => i.LoginId !== loginId),
            { LoginId: loginId, ParticipantName: name, since: Date.now() },
          ],
        });
        scope.later(VIDEO_INVITE_DISPLAY_MS, () => {
          set({ invited: get().invited.filter((i) => i.LoginId !== loginId) });
          endIfAlone();
        });
      } catch (error) {
        room.failed(error);
      }
    },
    async endCall() {
      const { roomName } = get();
      if (!roomName) return;
      scope.reset();
      await hub
        .invoke('EndCall', { roomName })
        .catch((error: unknown) => scope.warn('EndCall failed', error));
    },
    async leave() {
      const { roomName } = get();
      if (!roomName) return;
      scope.reset();
      await hub.invoke('Leave', { roomName }).catch((error: unknown) => scope.warn('Leave failed', error));
    },
  };
  return room;
}
