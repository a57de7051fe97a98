import type { Fieldkit, Hub, TypedHub } from '@fieldkit/core';
import { type HubMethodResult, type VideoSignal, video, videoHub } from '@fieldkit/core/contract';
import { createWidgetScope, newClientId, type WidgetScope, widgetHub } from '@fieldkit/core/kit';
import { createRingtone, type Ringtone } from './ringtone';
import { type VideoTextKey, videoTexts } from './texts';
import type { CallParticipant, SelfMedia, VideoCallState } from './types';

/** The state of a window in no call: what a reset returns to (the people and the enabled flag stay). */
export const idle = {
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

const noMedia = (): SelfMedia => ({ IsMuted: false, IsCameraOff: false, stream: null, problem: null });

/** What every part of one video call model shares, beyond a widget's scope. */
export interface VideoScope extends WidgetScope<{ video: typeof video }, VideoCallState, VideoTextKey> {
  readonly hub: TypedHub<typeof videoHub>;
  readonly ringtone: Ringtone;
  /** This window in the current call: a peer id of its own for each call. */
  peerId(): string;
  /** Shows a notice titled by its severity ('ERROR', 'WARNING', 'INFO'). */
  say(severity: 'info' | 'warning' | 'error', text: VideoTextKey, values?: Record<string, string>): void;
  /** Sends a video signal of this user from this window: `toUser` is the person rung, or the one who rang. */
  signal(
    signalType: VideoSignal['signalType'],
    toUser: number,
    roomName: string,
    isGroup?: boolean,
  ): Promise<HubMethodResult<typeof videoHub, 'SendSignal'>>;
  /** Sets one participant's fields. */
  updateParticipant(peerId: string, patch: Partial<CallParticipant>): void;
  /** What else a reset does (the media part releases the camera and closes the links). */
  onReset(run: () => void): void;
  /** Everything about the call goes: the ring stops, the media are released, the window has a new peer id. */
  reset(): void;
}

/** Options of the scope: the model's own, less its parts' stand-ins. */
export interface VideoScopeOptions {
  fieldkit: Fieldkit;
  hub?: Hub;
  ringtone?: Ringtone;
}

/** The shared part of a video call model for the signed-in user of `fieldkit`. */
export function createVideoScope(options: VideoScopeOptions): VideoScope {
  const { fieldkit } = options;
  const hub = widgetHub(fieldkit, videoHub, options.hub);
  const ringtone = options.ringtone ?? createRingtone();
  const scope = createWidgetScope<{ video: typeof video }, VideoCallState, VideoTextKey>({
    fieldkit,
    name: 'createVideoCall',
    label: 'Video call',
    ns: 'video',
    texts: videoTexts,
    calls: { video },
    state: {
      ...idle,
      enabled: null,
      connection: hub.state.getState(),
      self: noMedia(),
      people: [],
      peopleLoaded: false,
      pictures: {},
      ringEnded: null,
    },
  });
  const { get, set } = scope;
  let peerId = newClientId();
  const resets: Array<() => void> = [];
  return {
    ...scope,
    hub,
    ringtone,
    peerId: () => peerId,
    say: (severity, text, values) =>
      scope.notify(
        severity,
        severity === 'error' ? 'ERROR' : severity === 'warning' ? 'WARNING' : 'INFO',
        text,
        values,
      ),
    signal: (signalType, toUser, roomName, isGroup = false) =>
      hub.invoke('SendSignal', {
        fromUser: scope.me().loginId,
        toUser,
        isGroup,
        signalType,
        roomName,
        peerId,
      }),
    updateParticipant: (id, patch) =>
      set({ participants: get().participants.map((p) => (p.peerId === id ? { ...p, ...patch } : p)) }),
    onReset: (run) => void resets.push(run),
    reset() {
      ringtone.stop();
      for (const run of resets) run();
      peerId = newClientId();
      set({ ...idle, self: noMedia() });
    },
  };
}
