import type { PeerSignalData } from '@fieldkit/core/contract';
import { openLocalMedia, stopMedia } from './local-media';
import type { CreateMediaTransport, MediaTransport, RemotePeer } from './mesh';
import type { VideoScope } from './scope';

/** The camera, the microphone and the links that carry them to the other windows of a call. */
export interface CallMedia {
  /** Opens the camera and microphone once per call, and the transport over them. */
  prepare(): Promise<void>;
  /** Loads the transport's code ahead (a ring is heard: the camera waits for Accept, the code need not). */
  preload(): void;
  /** Mutes or turns the camera off (or on) here, and tells the room. */
  setMedia(patch: { IsMuted?: boolean; IsCameraOff?: boolean }): void;
  /** Links to a window of the room; the one that joined last offers. */
  connect(remote: RemotePeer, offer: boolean): void;
  /** A WebRTC message from a window of the room, taken in order once the media are ready. */
  receive(from: RemotePeer, data: PeerSignalData): void;
  /** A window that left. */
  drop(peerId: string): void;
  /** The network changed: the links this side offered restart ICE. */
  restartIce(): void;
}

/** What the media part needs of the others. */
export interface CallMediaOptions {
  /** How media travels; the simple-peer mesh by default, loaded on the first ring. */
  transport?: CreateMediaTransport;
  /** The camera and microphone; the browser's by default. */
  openMedia?: typeof openLocalMedia;
  /** A window's link failed for good: it leaves the call. */
  peerGone(peerId: string): void;
}

/** The media part of a video call model. */
export function createCallMedia(scope: VideoScope, options: CallMediaOptions): CallMedia {
  const { get, set, hub } = scope;
  const openMedia = options.openMedia ?? openLocalMedia;
  let transport: MediaTransport | null = null;
  let ready: Promise<void> | null = null;

  /** The media transport's code: loaded once, on the first ring either way (before anyone answers). */
  let transportCode: Promise<CreateMediaTransport> | null = null;
  function loadTransport(): Promise<CreateMediaTransport> {
    transportCode ??= options.transport
      ? Promise.resolve(options.transport)
      : import('./simple-peer-mesh').then((m) => m.loadSimplePeerMesh());
    transportCode.catch(() => {
      transportCode = null;
    });
    return transportCode;
  }

  function sendPeerSignal(to: RemotePeer, data: PeerSignalData) {
    const { roomName } = get();
    if (!roomName) return;
    hub
      .invoke('Signal', { roomName, fromPeer: scope.peerId(), toPeer: to.peerId, toUser: to.LoginId, data })
      .catch((error: unknown) => scope.warn('a signal was not relayed', error));
  }

  scope.onReset(() => {
    transport?.close();
    transport = null;
    stopMedia(get().self.stream);
    ready = null;
  });

  return {
    prepare() {
      const call = scope.peerId();
      ready ??= (async () => {
        const [local, create] = await Promise.all([openMedia(), loadTransport()]);
        // The call ended while the camera was opening (answered elsewhere, hung up): it closes again at once.
        if (scope.peerId() !== call) {
          stopMedia(local.stream);
          return;
        }
        const { self } = get();
        for (const track of local.stream?.getAudioTracks() ?? []) track.enabled = !self.IsMuted;
        for (const track of local.stream?.getVideoTracks() ?? []) track.enabled = !self.IsCameraOff;
        set({ self: { ...self, stream: local.stream, problem: local.problem } });
        // The call window says what is missing, for as long as it is.
        transport = create({
          stream: local.stream,
          iceServers: scope.fieldkit.config.iceServers,
          events: {
            send: sendPeerSignal,
            stream: (id, stream) => scope.updateParticipant(id, { stream }),
            link(id, link) {
              if (link === 'failed') options.peerGone(id);
              else scope.updateParticipant(id, { link });
            },
          },
        });
      })();
      return ready;
    },
    preload() {
      loadTransport().catch(() => {});
    },
    setMedia(patch) {
      const self = { ...get().self, ...patch };
      for (const track of self.stream?.getAudioTracks() ?? []) track.enabled = !self.IsMuted;
      for (const track of self.stream?.getVideoTracks() ?? []) track.enabled = !self.IsCameraOff;
      set({ self });
      const { roomName, phase } = get();
      if (roomName && phase === 'inCall')
        hub
          .invoke('SetMedia', { roomName, IsMuted: self.IsMuted, IsCameraOff: self.IsCameraOff })
          .catch((error: unknown) => scope.warn('SetMedia failed', error));
    },
    connect: (remote, offer) => transport?.connect(remote, offer),
    receive(from, data) {
      // In order, once this window's media and transport are ready (an offer can come before they are).
      void ready?.then(() => transport?.receive(from, data));
    },
    drop: (peerId) => transport?.drop(peerId),
    restartIce: () => transport?.restartIce(),
  };
}
