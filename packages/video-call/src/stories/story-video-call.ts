import type { VideoChatUser } from '@fieldkit/core/contract';
import { createStore } from 'zustand/vanilla';
import { idle } from '../model/scope';
import type { CallParticipant, VideoCall, VideoCallState } from '../model/types';

/** The signed-in user of the stories (Alice Walker, login 2 of Acme Facilities Ltd). */
export const ALICE = 2;

/** A person of the company for the people list and the panel's search. */
export function storyPerson(LoginId: number, DisplayName: string, online = true): VideoChatUser {
  const [first = '', last = ''] = DisplayName.toLowerCase().split(' ');
  return {
    LoginId,
    DisplayName,
    PhotoPath: '',
    Email: `${first}.${last}@acme.test`,
    StatusId: online ? 2 : 1,
  };
}

/** The company's people the stories and tests use, sorted by DisplayName as the server gives them. */
export const STORY_PEOPLE: VideoChatUser[] = [
  storyPerson(ALICE, 'Alice Walker'),
  storyPerson(3, 'Bob Martin'),
  storyPerson(4, 'Carol Price'),
  storyPerson(5, 'Dan Oakes', false),
  storyPerson(6, 'Erin Cass'),
  storyPerson(7, 'Frank Osei', false),
];

/** The state of a widget before any call: enabled, connected, idle. */
export function idleState(): VideoCallState {
  return {
    ...idle,
    enabled: true,
    connection: 'Connected',
    self: { IsMuted: false, IsCameraOff: false, stream: null, problem: null },
    people: [],
    peopleLoaded: false,
    pictures: {},
    ringEnded: null,
  };
}

/** Someone in the call, connected with their camera and microphone on, unless said otherwise. */
export function participant(
  LoginId: number,
  ParticipantName: string,
  over: Partial<CallParticipant> = {},
): CallParticipant {
  return {
    LoginId,
    ParticipantName,
    IsMuted: false,
    IsCameraOff: false,
    peerId: `peer-${LoginId}`,
    stream: null,
    link: 'connected',
    ...over,
  };
}

/** A state in a call with these participants, started `secondsAgo` before now. */
export function inCallState(
  participants: CallParticipant[],
  over: Partial<VideoCallState> = {},
  secondsAgo = 754,
): VideoCallState {
  return {
    ...idleState(),
    phase: 'inCall',
    roomName: 'room-story',
    startedAt: Date.now() - secondsAgo * 1000,
    participants,
    ...over,
  };
}

/**
 * A video call that stands for the real one in stories and tests: its state is what it is given, and its actions
 * change that state as the real one would, without a hub, a peer connection or a camera.
 */
export function storyVideoCall(initial: Partial<VideoCallState> = {}, people = STORY_PEOPLE): VideoCall {
  const store = createStore<VideoCallState>()(() => ({ ...idleState(), ...initial }));
  const set = (part: Partial<VideoCallState>) => store.setState(part);
  const idle = () => set({ phase: 'idle', incoming: null, outgoing: null, roomName: null, startedAt: null });
  return {
    store,
    start: async () => {},
    dispose: () => {},
    call: async (toUser, toName) =>
      set({
        phase: 'outgoing',
        roomName: 'room-story',
        outgoing: { roomName: 'room-story', toUser, toName, status: 'ringing' },
      }),
    accept: async () => {
      const ring = store.getState().incoming;
      set({
        phase: 'inCall',
        incoming: null,
        roomName: ring?.roomName ?? 'room-story',
        startedAt: Date.now(),
        participants: ring ? [participant(ring.fromUser, ring.fromName)] : [],
      });
    },
    reject: async () => idle(),
    disconnect: async () => idle(),
    endCall: async () => idle(),
    leave: async () => idle(),
    toggleMute: () => {
      const { self } = store.getState();
      set({ self: { ...self, IsMuted: !self.IsMuted } });
    },
    toggleCamera: () => {
      const { self } = store.getState();
      set({ self: { ...self, IsCameraOff: !self.IsCameraOff } });
    },
    togglePanel: () => set({ panelOpen: !store.getState().panelOpen }),
    setWindow: (window) => set({ window }),
    search: (text) => set({ search: text }),
    invite: async (LoginId, ParticipantName) =>
      set({ invited: [...store.getState().invited, { LoginId, ParticipantName, since: Date.now() }] }),
    loadPeople: async () => {
      if (!store.getState().peopleLoaded) set({ people, peopleLoaded: true });
    },
  };
}
