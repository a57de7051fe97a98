import * as z from 'zod/mini';

const id = z.number().check(z.int(), z.gte(0));

/** The spec's signal types (shell section 3): ringing, answering, declining and hanging up before an answer. */
export const VIDEO_SIGNAL_TYPES = ['StartCall', 'AcceptCall', 'RejectCall', 'DisconnectCall'] as const;
export const VideoSignalType = z.enum(VIDEO_SIGNAL_TYPES);
export type VideoSignalType = z.infer<typeof VideoSignalType>;

/** A room name: the timestamp the call started at (milliseconds), as the spec names rooms. */
export const RoomName = z.string().check(z.regex(/^\d{10,16}$/));

/** How long a ring lasts before it counts as missed, unless the server is configured otherwise (ms). */
export const VIDEO_RING_TIMEOUT_MS = 30_000;
/** How long an invited person shows as 'Calling...' in the participant panel (spec section 9, ms). */
export const VIDEO_INVITE_DISPLAY_MS = 30_000;
/** The most people in one call: a mesh of peer connections serves four well. */
export const VIDEO_ROOM_MAX_PARTICIPANTS = 4;

/** The room errors of the spec (section 8), the server's answers as written. */
export const VIDEO_ROOM_ERRORS = {
  exists: 'room already exists, please create other',
  missing: 'room does not exist, please create',
} as const;

/**
 * The video signal of the spec (shell section 3), as a client sends it: `fromUser` is always the caller, `toUser`
 * the person rung (StartCall, DisconnectCall) or the one who rang (AcceptCall, RejectCall), `isGroup` when the ring
 * invites someone into a running call. `peerId` names the sending window (a tab or device) in the call: the one
 * that answers is the one that joins.
 */
export const VideoSignal = z.object({
  fromUser: id,
  toUser: id,
  isGroup: z.boolean(),
  signalType: VideoSignalType,
  roomName: RoomName,
  peerId: z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/)),
});
export type VideoSignal = z.infer<typeof VideoSignal>;

/** What a person rung sees: the signal, with who rang and who else is in the call. */
export const IncomingVideoSignal = z.object({
  fromUser: id,
  toUser: id,
  isGroup: z.boolean(),
  signalType: VideoSignalType,
  roomName: RoomName,
  /** The caller's display name. */
  fromName: z.string(),
});
export type IncomingVideoSignal = z.infer<typeof IncomingVideoSignal>;

/** A person in a call (spec section 3: ParticipantName, IsMuted), with their login and the window they joined from. */
export const VideoParticipant = z.object({
  LoginId: id,
  ParticipantName: z.string(),
  IsMuted: z.boolean(),
  IsCameraOff: z.boolean(),
  peerId: z.string(),
});
export type VideoParticipant = z.infer<typeof VideoParticipant>;

/** A person rung into a call who has not answered yet ('Others from chat', shown as 'Calling...'). */
export const VideoInvitee = z.object({ LoginId: id, ParticipantName: z.string() });
export type VideoInvitee = z.infer<typeof VideoInvitee>;

/** A room as its members see it. */
export const VideoRoom = z.object({
  roomName: RoomName,
  participants: z.array(VideoParticipant),
  invited: z.array(VideoInvitee),
});
export type VideoRoom = z.infer<typeof VideoRoom>;

/**
 * How a ring ended for the person rung: answered (here or on their other window), rejected, cancelled by the caller,
 * missed (nobody answered in time), busy (already in a call), or the room ended.
 */
export const RingOutcome = z.enum(['answered', 'rejected', 'cancelled', 'missed', 'busy', 'ended']);
export type RingOutcome = z.infer<typeof RingOutcome>;

/** A ring ended: in which room, for whom, and how. */
export const RingEnded = z.object({ roomName: RoomName, LoginId: id, outcome: RingOutcome });
export type RingEnded = z.infer<typeof RingEnded>;

/** What the caller of StartCall hears back: the person is being rung, or is busy in another call. */
export const StartCallAnswer = z.object({ roomName: RoomName, outcome: z.enum(['ringing', 'busy']) });
export type StartCallAnswer = z.infer<typeof StartCallAnswer>;

/** A WebRTC message for one window of the call: an offer, an answer or an ICE candidate, as simple-peer writes them. */
export const PeerSignalData = z.object({
  type: z.enum(['offer', 'answer', 'candidate', 'renegotiate', 'transceiverRequest']),
  sdp: z.optional(z.string().check(z.maxLength(64_000))),
  candidate: z.optional(
    z.object({
      candidate: z.string().check(z.maxLength(1_000)),
      sdpMLineIndex: z.optional(z.nullable(z.number())),
      sdpMid: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
    }),
  ),
  renegotiate: z.optional(z.boolean()),
  transceiverRequest: z.optional(z.object({ kind: z.string().check(z.maxLength(16)) })),
});
export type PeerSignalData = z.infer<typeof PeerSignalData>;

/** A WebRTC message from one window of the call to another (client to server). */
export const PeerSignal = z.object({
  roomName: RoomName,
  fromPeer: z.string(),
  toPeer: z.string(),
  toUser: id,
  data: PeerSignalData,
});
export type PeerSignal = z.infer<typeof PeerSignal>;

/** A WebRTC message as the window it is for receives it. */
export const PeerSignalPush = z.object({
  roomName: RoomName,
  fromPeer: z.string(),
  fromUser: id,
  toPeer: z.string(),
  data: PeerSignalData,
});
export type PeerSignalPush = z.infer<typeof PeerSignalPush>;

/** Someone's microphone or camera in a call changed (the spec's onmute and onunmute, and camera off and on). */
export const MediaState = z.object({
  roomName: RoomName,
  LoginId: id,
  IsMuted: z.boolean(),
  IsCameraOff: z.boolean(),
});
export type MediaState = z.infer<typeof MediaState>;

/** Someone left a call (the spec's Leave), or the call ended for everyone (EndCall) and by whom. */
export const RoomLeft = z.object({ roomName: RoomName, LoginId: id, peerId: z.string() });
export const RoomEnded = z.object({ roomName: RoomName, LoginId: id });

/** A person of the company for the video widget's people list (spec section 3, 'User for chat'). */
export const VideoChatUser = z.object({
  LoginId: id,
  DisplayName: z.string(),
  PhotoPath: z.string(),
  Email: z.string(),
  /** 2 online, 1 offline. */
  StatusId: id,
});
export type VideoChatUser = z.infer<typeof VideoChatUser>;

/** The users list for video chat (spec section 7): a page sorted by DisplayName ascending, and how many in all. */
export const UserListModel = z.object({ Users: z.array(VideoChatUser), TotalRecord: id });
export type UserListModel = z.infer<typeof UserListModel>;

/** One thumbnail asked for: whose, its file, their e-mail. */
export const ThumbnailRequest = z.object({
  LoginId: id,
  fileName: z.string().check(z.maxLength(500)),
  EmailId: z.string().check(z.maxLength(320)),
});

/** A person's thumbnail: a base64 PNG, '' when they have none. */
export const VideoThumbnail = z.object({ LoginId: id, attachment: z.string() });
export type VideoThumbnail = z.infer<typeof VideoThumbnail>;
