import type { Fieldkit, Hub } from '@fieldkit/core';
import { createCallMedia } from './call-media';
import { createCallRoom } from './call-room';
import type { openLocalMedia } from './local-media';
import type { CreateMediaTransport } from './mesh';
import { createCallPeople } from './people';
import { listenToRings } from './ring-events';
import { createRinging } from './ringing';
import type { Ringtone } from './ringtone';
import { listenToRoom } from './room-events';
import { createVideoScope } from './scope';
import type { VideoCall } from './types';

/** Options of {@link createVideoCall}. */
export interface VideoCallOptions {
  fieldkit: Fieldkit;
  /** The hub connection; `fieldkit.hub(videoHub)` by default. */
  hub?: Hub;
  /** How media travels between the windows of a call; the simple-peer mesh by default, loaded on the first call. */
  transport?: CreateMediaTransport;
  /** The camera and microphone; the browser's by default. */
  openMedia?: typeof openLocalMedia;
  ringtone?: Ringtone;
}

/**
 * Creates the video widget's model for the user signed in to `fieldkit`: parts on one scope, each one idea (the
 * media, the room, the ringing, the people), and here what ties them to the connection.
 */
export function createVideoCall(options: VideoCallOptions): VideoCall {
  const scope = createVideoScope(options);
  const { get, set, hub } = scope;
  const media = createCallMedia(scope, {
    ...(options.transport ? { transport: options.transport } : {}),
    ...(options.openMedia ? { openMedia: options.openMedia } : {}),
    peerGone: (peerId) => room.peerGone(peerId),
  });
  const room = createCallRoom(scope, media);
  const ringing = createRinging(scope, media, room);
  const people = createCallPeople(scope);
  let listening = false;

  /** Pushes, reconnects and resyncs while started: a reconnect or a resync catches up what was missed. */
  function listen() {
    listening = true;
    for (const stop of [...listenToRings(scope, ringing, room), ...listenToRoom(scope, media, room)])
      scope.own(stop);
    scope.own(
      hub.state.subscribe((connection, previous) => {
        set({ connection });
        if (connection === 'Connected' && previous !== 'Connected') void ringing.catchUp();
        if (connection === 'Connected' && previous === 'Reconnecting') room.catchUp();
      }),
    );
    // The connection stayed open but may have lost pushes (the server's link to the others was cut).
    scope.own(
      hub.onResync(() => {
        void ringing.catchUp();
        room.catchUp();
      }),
    );
    scope.own(
      options.fieldkit.events.on('video:call', ({ LoginId, name }) => void ringing.call(LoginId, name)),
    );
    if (typeof window !== 'undefined') {
      const online = () => media.restartIce();
      window.addEventListener('online', online);
      scope.own(() => window.removeEventListener('online', online));
    }
  }

  return {
    store: scope.store,
    async start() {
      if (!listening) listen();
      const { companyId, loginId } = scope.me();
      try {
        const { IsEnabled } = await scope.api.video.getVideoCallEnabled({ params: { companyId, loginId } });
        set({ enabled: IsEnabled });
      } catch (error) {
        // Section 8: a call load failure hides the loader, nothing more; the call buttons stay off.
        scope.warn('the enabled flag could not be read', error);
        set({ enabled: false });
      }
      try {
        await hub.start();
      } catch (error) {
        scope.warn('hub connection failed', error);
      }
    },
    dispose() {
      const { roomName, phase } = get();
      if (roomName && phase === 'inCall') hub.invoke('Leave', { roomName }).catch(() => {});
      scope.dispose();
      listening = false;
      scope.reset();
    },
    call: ringing.call,
    accept: ringing.accept,
    reject: ringing.reject,
    disconnect: ringing.disconnect,
    endCall: room.endCall,
    leave: room.leave,
    invite: room.invite,
    toggleMute: () => media.setMedia({ IsMuted: !get().self.IsMuted }),
    toggleCamera: () => media.setMedia({ IsCameraOff: !get().self.IsCameraOff }),
    setWindow: (window) => set({ window }),
    togglePanel: people.togglePanel,
    search: people.search,
    loadPeople: people.loadPeople,
  };
}
