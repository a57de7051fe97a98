import type { HubState } from '@fieldkit/core';
import type { RingOutcome, VideoChatUser } from '@fieldkit/core/contract';

/**
 * Where the user is with calls (spec, shell section 4): nothing, ringing someone, being rung, or in a call. A call
 * that ended goes back to idle.
 */
export type CallPhase = 'idle' | 'outgoing' | 'incoming' | 'inCall';

/** A ring the user hears: who rings, into which room, and whether it is into a call already running. */
export interface IncomingRing {
  roomName: string;
  fromUser: number;
  fromName: string;
  isGroup: boolean;
}

/** The person the user rings, and how the ring stands. */
export interface OutgoingRing {
  roomName: string;
  toUser: number;
  toName: string;
  /**
   * 'ringing' until answered; then the prompt shows the outcome for a moment (busy, declined, no answer, offline)
   * before closing.
   */
  status: 'ringing' | 'busy' | 'declined' | 'noAnswer' | 'offline';
}

/** How a peer connection to one other window of the call stands. */
export type PeerLink = 'connecting' | 'connected' | 'failed';

/** Another person in the call (spec section 3: ParticipantName, IsMuted), with their media as it arrives. */
export interface CallParticipant {
  LoginId: number;
  ParticipantName: string;
  IsMuted: boolean;
  IsCameraOff: boolean;
  /** The window they joined from. */
  peerId: string;
  /** Their audio and video, once the peer connection carries them. */
  stream: MediaStream | null;
  link: PeerLink;
}

/** Someone rung into the running call who has not answered: 'Calling...' in the panel until they join or 30 s pass. */
export interface CallInvitee {
  LoginId: number;
  ParticipantName: string;
  /** When the ring started (ms since the epoch); the panel drops the person 30,000 ms later. */
  since: number;
}

/** Why the user's own camera or microphone is not there: refused by the user or the browser, or not present. */
export type MediaProblem = 'denied' | 'notFound' | 'unavailable';

/** The user's own side of the call. */
export interface SelfMedia {
  IsMuted: boolean;
  IsCameraOff: boolean;
  /** The local camera and microphone stream (what is available of it), null before the call or when none. */
  stream: MediaStream | null;
  /** Set when getUserMedia failed for the camera, the microphone or both; the call goes on with what is there. */
  problem: MediaProblem | null;
}

/** Everything the video widget shows, framework-free. */
export interface VideoCallState {
  /** The 'Enabled flag of a video-call provider': null until read; every call button is off unless true. */
  enabled: boolean | null;
  connection: HubState;
  phase: CallPhase;
  /** The ring the user hears (phase 'incoming'). */
  incoming: IncomingRing | null;
  /** The ring the user makes (phase 'outgoing', and the 'busy' or 'noAnswer' moment after it). */
  outgoing: OutgoingRing | null;
  /** The room of the call (phase 'outgoing' and 'inCall'). */
  roomName: string | null;
  /** When the timer started: StartCall for the caller, Accept for the person rung (ms since the epoch). */
  startedAt: number | null;
  /** The call window: maximised or minimised. */
  window: 'maximised' | 'minimised';
  /** The participant panel is shown. */
  panelOpen: boolean;
  self: SelfMedia;
  /** The others in the call, in the order they joined. */
  participants: CallParticipant[];
  /** Those rung into the call who have not answered yet. */
  invited: CallInvitee[];
  /** The people of the company (the users list for video chat), sorted by DisplayName; loaded on first need. */
  people: VideoChatUser[];
  peopleLoaded: boolean;
  /** The people's pictures (base64 PNG) by LoginId, from the thumbnails call after the list; absent: initials. */
  pictures: Readonly<Record<number, string>>;
  /** The participant panel's name search as typed (it searches from 1 character). */
  search: string;
  /** The ringtone could not play (the browser blocks autoplay until the page is used): the prompt says so. */
  ringtoneBlocked: boolean;
  /**
   * How the last ring heard here ended, when it ended without a call: the server's outcome (declined, missed,
   * cancelled, answered elsewhere…), or `failed` when this window's answer failed. Cleared by the next ring.
   */
  ringEnded: { roomName: string; outcome: RingOutcome | 'failed' } | null;
}

/** One video widget's state and actions: the prompt, the call window and the panel read its store. */
export interface VideoCall {
  readonly store: import('zustand/vanilla').StoreApi<VideoCallState>;
  /** Reads the enabled flag, connects the hub and listens to rings and the room's events. */
  start(): Promise<void>;
  /** Leaves any call, stops the media and listening (the hub connection is shared and stays). */
  dispose(): void;
  /** Rings a person of the company (StartCall). A call already running: the ongoing-call error instead. */
  call(loginId: number, name: string): Promise<void>;
  /** Answers the ring the user hears (AcceptCall): the call window opens and the timer starts. */
  accept(): Promise<void>;
  /** Declines the ring the user hears (RejectCall). */
  reject(): Promise<void>;
  /** Hangs up the user's own ring before it is answered (DisconnectCall). */
  disconnect(): Promise<void>;
  /** Ends the call for everyone (EndCall). */
  endCall(): Promise<void>;
  /** Leaves the call; it goes on for the others (Leave). */
  leave(): Promise<void>;
  toggleMute(): void;
  toggleCamera(): void;
  togglePanel(): void;
  setWindow(window: 'maximised' | 'minimised'): void;
  /** The participant panel's search (from 1 character; the people list loads on first need). */
  search(text: string): void;
  /** Rings a person into the running call: they show under 'Others from chat' as 'Calling...'. */
  invite(loginId: number, name: string): Promise<void>;
  /** Loads the people list if not loaded yet. */
  loadPeople(): Promise<void>;
}
