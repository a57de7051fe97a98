import type { CallRoom } from './call-room';
import type { Ringing } from './ringing';
import type { VideoScope } from './scope';

/** Hears the rings for this user and how each ring ended (missed, busy, answered elsewhere); the stops. */
export function listenToRings(scope: VideoScope, ringing: Ringing, room: CallRoom): Array<() => void> {
  const { get, hub } = scope;
  return [
    hub.on('VideoSignal', (signal) => {
      if (signal.signalType === 'StartCall' && signal.toUser === scope.me().loginId) ringing.hear(signal);
    }),
    hub.on('RingEnded', ({ roomName, LoginId, outcome }) => {
      const state = get();
      if (state.roomName !== roomName) return;
      if (state.phase === 'incoming' && LoginId === scope.me().loginId) {
        const caller = state.incoming?.fromName ?? '';
        scope.set({ ringEnded: { roomName, outcome } });
        scope.reset();
        if (outcome === 'missed') scope.say('info', 'missedCall', { name: caller });
        return;
      }
      if (state.phase === 'outgoing' && LoginId === state.outgoing?.toUser) {
        if (outcome === 'busy') ringing.showOutcome('busy');
        else if (outcome === 'rejected') ringing.showOutcome('declined');
        else if (outcome === 'missed') ringing.showOutcome('noAnswer');
        else scope.reset();
        return;
      }
      if (state.phase === 'inCall') room.inviteEnded(LoginId, outcome);
    }),
  ];
}
