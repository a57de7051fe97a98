import { createApiClient, type Fieldkit, type Hub, registerBuiltInTexts, typedHub } from '@fieldkit/core';
import {
  type IncomingVideoSignal,
  type PeerSignalData,
  VIDEO_INVITE_DISPLAY_MS,
  VIDEO_ROOM_ERRORS,
  type VideoParticipant,
  type VideoRoom,
  video,
  videoHub,
} from '@fieldkit/core/contract';
import { newClientId, signedInUser } from '@fieldkit/core/kit';
import { createStore } from 'zustand/vanilla';
import { openLocalMedia, stopMedia } from './local-media';
import type { CreateMediaTransport, MediaTransport, RemotePeer } from './mesh';
import { loadPeople, loadPictures } from './people';
import { createRingtone, type Ringtone } from './ringtone';
import { type VideoTextKey, videoTexts } from './texts';
import type { CallParticipant, VideoCall, VideoCallState } from './types';

/** How long the outgoing prompt shows 'busy' or 'No answer' before it closes (ms). */
export const OUTCOME_SHOWN_MS = 2_500;

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

const idle = {
  phase: 'idle',
  incoming: null,
  outgoing: null,
  roomName: null,
  startedAt: null,
  window: 'maximised',
  panelOpen: false,
  participants: [],
  invited: [],
  search: '',
  ringtoneBlocked: false,
} satisfies Partial<VideoCallState>;

function participantOf(p: VideoParticipant): CallParticipant {
  return { ...p, stream: null, link: 'connecting' };
}

/** Creates the video widget's model for the user signed in to `fieldkit`. */
export function createVideoCall(options: VideoCallOptions): VideoCall {
  const { fieldkit } = options;
  registerBuiltInTexts('video', videoTexts);
  const api = createApiClient(fieldkit.http, { video });
  const hub = options.hub ? typedHub(options.hub, videoHub) : fieldkit.hub(videoHub);
  const me = () => signedInUser(fieldkit.session, 'createVideoCall');
  const ringtone = options.ringtone ?? createRingtone();
  const openMedia = options.openMedia ?? openLocalMedia;
  /** This window, in calls: a peer id of its own for each call. */
  let peerId = newClientId();
  let transport: MediaTransport | null = null;
  let mediaReady: Promise<void> | null = null;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const stops: Array<() => void> = [];

  const store = createStore<VideoCallState>()(() => ({
    ...idle,
    enabled: null,
    connection: hub.state.getState(),
    self: { IsMuted: false, IsCameraOff: false, stream: null, problem: null },
    people: [],
    peopleLoaded: false,
    pictures: {},
  }));
  const get = store.getState;
  const set = (patch: Partial<VideoCallState>) => store.setState(patch);
  const notify = (
    severity: 'info' | 'warning' | 'error',
    text: VideoTextKey,
    params?: Record<string, string>,
  ) =>
    fieldkit.notices.getState().push({
      severity,
      ns: 'video',
      title: severity === 'error' ? 'ERROR' : severity === 'warning' ? 'WARNING' : 'INFO',
      text,
      ...(params ? { values: params } : {}),
    });
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };
  const updateParticipant = (id: string, patch: Partial<CallParticipant>) =>
    set({ participants: get().participants.map((p) => (p.peerId === id ? { ...p, ...patch } : p)) });

  /** Everything about the call goes; the user's camera and microphone are released. */
  function reset() {
    ringtone.stop();
    transport?.close();
    transport = null;
    stopMedia(get().self.stream);
    mediaReady = null;
    peerId = newClientId();
    set({ ...idle, self: { IsMuted: false, IsCameraOff: false, stream: null, problem: null } });
  }

  async function startRinging() {
    set({ ringtoneBlocked: !(await ringtone.play()) });
  }

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

  /** Opens the camera and microphone once per call, and the transport over them. */
  function prepareMedia(): Promise<void> {
    const call = peerId;
    mediaReady ??= (async () => {
      const [local, create] = await Promise.all([openMedia(), loadTransport()]);
      // The call ended while the camera was opening (answered elsewhere, hung up): it closes again at once.
      if (peerId !== call) {
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
        iceServers: fieldkit.config.iceServers,
        events: {
          send: (to, data) => sendPeerSignal(to, data),
          stream: (id, stream) => updateParticipant(id, { stream }),
          link(id, link) {
            if (link !== 'failed') return updateParticipant(id, { link });
            // A window that dropped leaves the grid.
            set({ participants: get().participants.filter((p) => p.peerId !== id) });
            endIfAlone();
          },
        },
      });
    })();
    return mediaReady;
  }

  function sendPeerSignal(to: RemotePeer, data: PeerSignalData) {
    const { roomName } = get();
    if (!roomName) return;
    hub
      .invoke('Signal', { roomName, fromPeer: peerId, toPeer: to.peerId, toUser: to.LoginId, data })
      .catch((error: unknown) => console.warn('Video call: a signal was not relayed', error));
  }

  /** Shows the room's people and links to each of them; this window offers (it joined last). */
  function enterRoom(room: VideoRoom, offer: boolean) {
    const others = room.participants.filter((p) => p.peerId !== peerId);
    set({
      phase: 'inCall',
      incoming: null,
      outgoing: null,
      roomName: room.roomName,
      participants: others.map(participantOf),
      invited: room.invited.map((i) => ({ ...i, since: Date.now() })),
    });
    for (const p of others) transport?.connect(p, offer);
  }

  /** Alone in the call and nobody rung: the call is over. */
  function endIfAlone() {
    const { phase, participants, invited, roomName } = get();
    if (phase !== 'inCall' || participants.length > 0 || invited.length > 0 || !roomName) return;
    hub.invoke('Leave', { roomName }).catch(() => {});
    reset();
    notify('info', 'callEnded');
  }

  function roomError(error: unknown) {
    console.warn('Video call: a call step failed', error);
    const message = error instanceof Error ? error.message : '';
    const known = Object.values(VIDEO_ROOM_ERRORS).find((text) => message.includes(text));
    if (known) notify('warning', known);
    else notify('error', 'callFailed');
  }

  function showOutcome(status: 'busy' | 'noAnswer') {
    const { outgoing } = get();
    if (!outgoing) return;
    ringtone.stop();
    set({ outgoing: { ...outgoing, status } });
    const roomName = outgoing.roomName;
    later(OUTCOME_SHOWN_MS, () => {
      if (get().outgoing?.roomName === roomName) reset();
    });
  }

  /** A ring for this user: it rings here unless this window is in a call or ringing (the server answers busy). */
  function hear(signal: IncomingVideoSignal) {
    if (get().phase !== 'idle') return;
    set({ phase: 'incoming', incoming: { ...signal }, roomName: signal.roomName });
    void startRinging();
    // The camera waits for Accept; the code that carries the call need not.
    loadTransport().catch(() => {});
  }

  /** A ring to this user while this window was not connected yet (or reconnecting): it rings here too. */
  async function catchUpRings() {
    try {
      const [ring] = await hub.invoke('GetRings');
      if (ring) hear(ring);
    } catch (error) {
      console.warn('Video call: the rings could not be read', error);
    }
  }

  /** In a call, who is still in the room: a leave pushed while this window could not hear it. */
  function catchUpRoom() {
    const { roomName, phase } = get();
    if (!roomName || phase !== 'inCall') return;
    hub
      .invoke('GetRoom', { roomName })
      .then((room) => {
        const here = new Set(room.participants.map((p) => p.peerId));
        set({ participants: get().participants.filter((p) => here.has(p.peerId)) });
        endIfAlone();
      })
      .catch(() => reset());
  }

  function listen() {
    stops.push(
      hub.state.subscribe((connection, previous) => {
        set({ connection });
        if (connection === 'Connected' && previous !== 'Connected') void catchUpRings();
        if (connection === 'Connected' && previous === 'Reconnecting') catchUpRoom();
      }),
      // The connection stayed open but may have lost pushes (the server's link to the others was cut).
      hub.onResync(() => {
        void catchUpRings();
        catchUpRoom();
      }),
      hub.on('VideoSignal', (signal) => {
        if (signal.signalType === 'StartCall' && signal.toUser === me().loginId) hear(signal);
      }),
      hub.on('RingEnded', ({ roomName, LoginId, outcome }) => {
        const state = get();
        if (state.roomName !== roomName) return;
        if (state.phase === 'incoming' && LoginId === me().loginId) {
          const caller = state.incoming?.fromName ?? '';
          reset();
          if (outcome === 'missed') notify('info', 'missedCall', { name: caller });
          return;
        }
        if (state.phase === 'outgoing' && LoginId === state.outgoing?.toUser) {
          if (outcome === 'busy') showOutcome('busy');
          else if (outcome === 'missed') showOutcome('noAnswer');
          else reset();
          return;
        }
        if (state.phase === 'inCall') {
          const invitee = state.invited.find((i) => i.LoginId === LoginId);
          set({ invited: state.invited.filter((i) => i.LoginId !== LoginId) });
          if (invitee && outcome === 'busy') notify('info', 'busy', { name: invitee.ParticipantName });
          endIfAlone();
        }
      }),
      hub.on('Joined', ({ roomName, participant }) => {
        const state = get();
        if (state.roomName !== roomName || participant.peerId === peerId) return;
        if (state.phase === 'outgoing') {
          ringtone.stop();
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
        if (push.toPeer !== peerId || push.roomName !== get().roomName) return;
        // In order, once this window's media and transport are ready (an offer can come before they are).
        void mediaReady?.then(() =>
          transport?.receive({ peerId: push.fromPeer, LoginId: push.fromUser }, push.data),
        );
      }),
      hub.on('Leave', ({ roomName, peerId: left }) => {
        if (get().roomName !== roomName) return;
        transport?.drop(left);
        set({ participants: get().participants.filter((p) => p.peerId !== left) });
        endIfAlone();
      }),
      hub.on('EndCall', ({ roomName }) => {
        if (get().roomName !== roomName || get().phase === 'idle') return;
        reset();
        notify('info', 'callEnded');
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
      fieldkit.events.on('video:call', ({ LoginId, name }) => {
        void videoCall.call(LoginId, name);
      }),
    );
    if (typeof window !== 'undefined') {
      const online = () => transport?.restartIce();
      window.addEventListener('online', online);
      stops.push(() => window.removeEventListener('online', online));
    }
  }

  function setMedia(patch: { IsMuted?: boolean; IsCameraOff?: boolean }) {
    const self = { ...get().self, ...patch };
    for (const track of self.stream?.getAudioTracks() ?? []) track.enabled = !self.IsMuted;
    for (const track of self.stream?.getVideoTracks() ?? []) track.enabled = !self.IsCameraOff;
    set({ self });
    const { roomName, phase } = get();
    if (roomName && phase === 'inCall')
      hub
        .invoke('SetMedia', { roomName, IsMuted: self.IsMuted, IsCameraOff: self.IsCameraOff })
        .catch((error: unknown) => console.warn('Video call: SetMedia failed', error));
  }

  const videoCall: VideoCall = {
    store,
    async start() {
      if (stops.length === 0) listen();
      const { companyId, loginId } = me();
      try {
        const { IsEnabled } = await api.video.getVideoCallEnabled({ params: { companyId, loginId } });
        set({ enabled: IsEnabled });
      } catch (error) {
        // Section 8: a call load failure hides the loader, nothing more; the call buttons stay off.
        console.warn('Video call: the enabled flag could not be read', error);
        set({ enabled: false });
      }
      try {
        await hub.start();
      } catch (error) {
        console.warn('Video call: hub connection failed', error);
      }
    },
    dispose() {
      const { roomName, phase } = get();
      if (roomName && phase === 'inCall') hub.invoke('Leave', { roomName }).catch(() => {});
      for (const stop of stops.splice(0)) stop();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      reset();
    },
    async call(loginId, name) {
      if (get().phase !== 'idle') {
        notify('error', 'ongoingCall');
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
      const media = prepareMedia();
      try {
        const answer = await hub.invoke('SendSignal', {
          fromUser: me().loginId,
          toUser: loginId,
          isGroup: false,
          signalType: 'StartCall',
          roomName,
          peerId,
        });
        if (answer.outcome === 'busy') showOutcome('busy');
        await media;
      } catch (error) {
        if (get().roomName === roomName) reset();
        roomError(error);
      }
    },
    async accept() {
      const { incoming } = get();
      if (!incoming) return;
      ringtone.stop();
      try {
        // The camera opens while the answer travels: the others wait for this window's offers, which go once both are
        // done (WebRTC messages that arrive meanwhile wait for the media too).
        const media = prepareMedia();
        const answer = await hub.invoke('SendSignal', {
          fromUser: me().loginId,
          toUser: incoming.fromUser,
          isGroup: incoming.isGroup,
          signalType: 'AcceptCall',
          roomName: incoming.roomName,
          peerId,
        });
        if (!answer.room) throw new Error(VIDEO_ROOM_ERRORS.missing);
        await media;
        set({ startedAt: Date.now() });
        enterRoom(answer.room, true);
        const { self } = get();
        if (self.IsMuted || self.IsCameraOff) setMedia({});
      } catch (error) {
        reset();
        roomError(error);
      }
    },
    async reject() {
      const { incoming } = get();
      if (!incoming) return;
      reset();
      await hub
        .invoke('SendSignal', {
          fromUser: me().loginId,
          toUser: incoming.fromUser,
          isGroup: incoming.isGroup,
          signalType: 'RejectCall',
          roomName: incoming.roomName,
          peerId,
        })
        .catch((error: unknown) => console.warn('Video call: RejectCall failed', error));
    },
    async disconnect() {
      const { outgoing } = get();
      if (!outgoing) return;
      const signal = {
        fromUser: me().loginId,
        toUser: outgoing.toUser,
        isGroup: false,
        signalType: 'DisconnectCall' as const,
        roomName: outgoing.roomName,
        peerId,
      };
      reset();
      await hub
        .invoke('SendSignal', signal)
        .catch((error: unknown) => console.warn('Video call: DisconnectCall failed', error));
    },
    async endCall() {
      const { roomName } = get();
      if (!roomName) return;
      reset();
      await hub
        .invoke('EndCall', { roomName })
        .catch((error: unknown) => console.warn('Video call: EndCall failed', error));
    },
    async leave() {
      const { roomName } = get();
      if (!roomName) return;
      reset();
      await hub
        .invoke('Leave', { roomName })
        .catch((error: unknown) => console.warn('Video call: Leave failed', error));
    },
    toggleMute: () => setMedia({ IsMuted: !get().self.IsMuted }),
    toggleCamera: () => setMedia({ IsCameraOff: !get().self.IsCameraOff }),
    togglePanel() {
      const panelOpen = !get().panelOpen;
      set({ panelOpen });
      if (panelOpen) void videoCall.loadPeople();
    },
    setWindow: (window) => set({ window }),
    search(text) {
      set({ search: text });
      if (text.trim()) void videoCall.loadPeople();
    },
    async invite(loginId, name) {
      const { roomName, phase } = get();
      if (!roomName || phase !== 'inCall') return;
      try {
        const answer = await hub.invoke('SendSignal', {
          fromUser: me().loginId,
          toUser: loginId,
          isGroup: true,
          signalType: 'StartCall',
          roomName,
          peerId,
        });
        if (answer.outcome === 'busy') {
          notify('info', 'busy', { name });
          return;
        }
        set({
          invited: [
            ...get().invited.filter((i) => i.LoginId !== loginId),
            { LoginId: loginId, ParticipantName: name, since: Date.now() },
          ],
        });
        later(VIDEO_INVITE_DISPLAY_MS, () => {
          set({ invited: get().invited.filter((i) => i.LoginId !== loginId) });
          endIfAlone();
        });
      } catch (error) {
        roomError(error);
      }
    },
    async loadPeople() {
      if (get().peopleLoaded) return;
      try {
        const people = await loadPeople(api, me());
        set({ people, peopleLoaded: true });
        // The pictures come after the names: a failure leaves the initials.
        loadPictures(api, me(), people).then(
          (pictures) => set({ pictures }),
          (error: unknown) => console.warn('Video call: the pictures could not be loaded', error),
        );
      } catch (error) {
        // Section 8: a call load failure only hides the loader.
        console.warn('Video call: the people list could not be loaded', error);
      }
    },
  };
  return videoCall;
}
