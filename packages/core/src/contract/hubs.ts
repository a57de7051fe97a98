import * as z from 'zod/mini';
import {
  ChatMessage,
  DeliveredMark,
  MessageDelete,
  MessageEdit,
  OutgoingMessage,
  ReadMark,
  RealtimeMessage,
  TypingNotice,
  TypingPush,
  UnreadCounts,
} from './chat-entities';
import { defineHub } from './define-hub';
import {
  IncomingVideoSignal,
  MediaState,
  PeerSignal,
  PeerSignalPush,
  RingEnded,
  RoomEnded,
  RoomLeft,
  RoomName,
  VideoParticipant,
  VideoRoom,
  VideoSignal,
} from './video-entities';

const id = z.number().check(z.int());
const ids = z.array(id);

/** Diagnostics hub: echoes, fails on request, pushes back; used by the hub tests and the hub benchmark. */
export const echoHub = defineHub({
  path: '/hubs/echo',
  methods: {
    /** Answers its text. */
    Echo: [z.tuple([z.string()]), z.string()],
    /** Fails the invocation with its text as the error. */
    Fail: [z.tuple([z.string()]), z.never()],
    /** Pushes its text back as `Pushed`. */
    Push: [z.tuple([z.string()]), z.void()],
  },
  events: {
    Pushed: z.tuple([z.string()]),
  },
});

/** The chat hub of the spec (feature areas, section 7). */
export const chatHub = defineHub({
  path: '/hubs/chat',
  methods: {
    /** Stores and delivers a message; a resend with the same ClientMessageId answers the message already stored. */
    NewMessage: [z.tuple([OutgoingMessage]), ChatMessage],
    /** Every message to the caller is delivered; answers the ChatDataIds marked. */
    MarkMessageDelivered: [z.tuple([DeliveredMark]), ids],
    /** The caller has read everything the other user sent; answers the ChatDataIds marked. */
    MarkMessageRead: [z.tuple([ReadMark]), ids],
    /** The caller is typing to the other user (or stopped). */
    Typing: [z.tuple([TypingNotice]), z.void()],
    /** The sender changes the text of their message (within CHAT_EDIT_WINDOW_MS); answers it as changed. */
    EditMessage: [z.tuple([MessageEdit]), ChatMessage],
    /** The sender deletes their message for both sides (within CHAT_EDIT_WINDOW_MS); answers it as deleted. */
    DeleteMessage: [z.tuple([MessageDelete]), ChatMessage],
  },
  events: {
    /** A user of the company came online or went offline: userId, isOnline, availabilityId. */
    OnlineStatus: z.tuple([id, z.boolean(), id]),
    /** A new message to or from the user. */
    MessageReceived: z.tuple([RealtimeMessage]),
    /** A message to or from the user was edited or deleted by its sender: the message as it is now. */
    MessageChanged: z.tuple([RealtimeMessage]),
    /** Messages the user sent are delivered. */
    MessageDelivered: z.tuple([ids]),
    /** Messages are read: their ChatDataIds and the reader. */
    MessageRead: z.tuple([ids, id]),
    /** Someone is typing to the user (or stopped). */
    Typing: z.tuple([TypingPush]),
    /** The user's unread counts changed. */
    UnreadCounts: z.tuple([UnreadCounts]),
  },
});

/**
 * The notes hub of the spec (feature areas section 7; shell section 7): asking for the count pushes it back as
 * `SendNotes`, as does every change of the user's received notes.
 */
export const notesHub = defineHub({
  path: '/hubs/notes',
  methods: {
    /** Pushes the caller's unread count back as `SendNotes`. */
    GetNotesNotification: [z.tuple([]), z.void()],
    /** The older name of `GetNotesNotification`. */
    GetNotesNotify: [z.tuple([]), z.void()],
  },
  events: {
    /** The unread count, whether a new note arrived (the alert flag), and the login it is for. */
    SendNotes: z.tuple([id, z.boolean(), id]),
    /**
     * A message came into the company's log (1 SMS, 2 e-mail): the top bar's counts are asked again at once, not
     * on the next poll. Sent to the company's every connection, on every process.
     */
    AlertReceived: z.tuple([z.union([z.literal(1), z.literal(2)])]),
  },
});

const roomOf = z.object({ roomName: RoomName });

/**
 * The video signalling hub (spec: shell sections 3, 4 and 7, feature areas sections 3, 4 and 7): rings, rooms kept by
 * the server, the custom events Leave, EndCall, onmute and onunmute, and the WebRTC messages between the windows of
 * one room. Every field a client sends is checked against its token: nobody rings, joins or signals across companies.
 */
export const videoHub = defineHub({
  path: '/hubs/video',
  methods: {
    /**
     * The spec's video signal. StartCall opens the room (or, with `isGroup`, rings someone into the caller's running
     * room) and answers whether the person is rung, busy or offline (no window of theirs open: missed at once);
     * AcceptCall joins the room from this window and answers it; RejectCall declines; DisconnectCall is the caller hanging up before an answer. Room errors are the spec's
     * texts (VIDEO_ROOM_ERRORS).
     */
    SendSignal: [
      z.tuple([VideoSignal]),
      z.object({
        outcome: z.enum(['ringing', 'busy', 'offline', 'joined', 'done']),
        room: z.nullable(VideoRoom),
      }),
    ],
    /** This window leaves the call; the room ends when nobody is left in it. */
    Leave: [z.tuple([roomOf]), z.void()],
    /** Ends the call for everyone in it (EndCall to all) and stops every ring into it. */
    EndCall: [z.tuple([roomOf]), z.void()],
    /** The caller's microphone or camera changed: pushed to the room as onmute or onunmute, or oncamera. */
    SetMedia: [
      z.tuple([z.object({ roomName: RoomName, IsMuted: z.boolean(), IsCameraOff: z.boolean() })]),
      z.void(),
    ],
    /** A WebRTC message (offer, answer, ICE candidate) for another window of the caller's room. */
    Signal: [z.tuple([PeerSignal]), z.void()],
    /** The room as it is now, for a member (after a reconnect). */
    GetRoom: [z.tuple([roomOf]), VideoRoom],
    /**
     * The rings the caller is hearing now (StartCall signals still within their time): a window that connects, or
     * reconnects, after a ring started rings too.
     */
    GetRings: [z.tuple([]), z.array(IncomingVideoSignal)],
  },
  events: {
    /** A ring (StartCall) to the person rung, on every window of theirs. */
    VideoSignal: z.tuple([IncomingVideoSignal]),
    /** A ring ended: to the person rung (every window) and to the room. */
    RingEnded: z.tuple([RingEnded]),
    /** Someone joined the room. */
    Joined: z.tuple([z.object({ roomName: RoomName, participant: VideoParticipant })]),
    /** Someone left the room. */
    Leave: z.tuple([RoomLeft]),
    /** The call ended for everyone. */
    EndCall: z.tuple([RoomEnded]),
    /** Someone muted their microphone. */
    onmute: z.tuple([MediaState]),
    /** Someone unmuted their microphone. */
    onunmute: z.tuple([MediaState]),
    /** Someone switched their camera off or on. */
    oncamera: z.tuple([MediaState]),
    /** A WebRTC message for one window of the user's (the others ignore it). */
    Signal: z.tuple([PeerSignalPush]),
  },
});

/** The hubs of the reference server. */
export const hubs = { echo: echoHub, chat: chatHub, notes: notesHub, video: videoHub } as const;
