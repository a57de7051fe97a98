import type { CallMedia } from './call-media';
import { type CallRoom, participantOf } from './call-room';
import type { VideoScope } from './scope';

/** Hears the room's pushes: who joins and leaves, their media, the WebRTC messages, the call ended; the stops. */
export function listenToRoom(scope: VideoScope, media: CallMedia, room: CallRoom): Array<() => void> {
  const { get, set, hub } = scope;
  return [
    hub.on('Joined', ({ roomName, participant }) => {
      const state = get();
      if (state.roomName !== roomName || participant.peerId === scope.peerId()) return;
      if (state.phase === 'outgoing') {
        scope.ringtone.stop();
        set({ phase: 'inCall', outgoing: null });
      }
      if (get().phase !== 'inCall') return;
      set({
        participants: [
          ...get().participants.filter((p) => p.peerId !== participant.peerId),
          participantOf(participant),
        ],
        invited: get().invited.filter((i) => i.LoginId !== participant.LoginId),
      });
      // The one who joined offers; this side answers when the offer comes.
    }),
    hub.on('Signal', (push) => {
      if (push.toPeer !== scope.peerId() || push.roomName !== get().roomName) return;
      media.receive({ peerId: push.fromPeer, LoginId: push.fromUser }, push.data);
    }),
    hub.on('Leave', ({ roomName, peerId: left }) => {
      if (get().roomName !== roomName) return;
      media.drop(left);
      room.peerGone(left);
    }),
    hub.on('EndCall', ({ roomName }) => {
      if (get().roomName !== roomName || get().phase === 'idle') return;
      // A ring heard here into a call that ended: the host is told it ended so.
      if (get().phase === 'incoming') set({ ringEnded: { roomName, outcome: 'ended' } });
      scope.reset();
      scope.say('info', 'callEnded');
    }),
    ...(['onmute', 'onunmute', 'oncamera'] as const).map((event) =>
      hub.on(event, ({ roomName, LoginId, IsMuted, IsCameraOff }) => {
        if (get().roomName !== roomName) return;
        set({
          participants: get().participants.map((p) =>
            p.LoginId === LoginId ? { ...p, IsMuted, IsCameraOff } : p,
          ),
        });
      }),
    ),
  ];
}
