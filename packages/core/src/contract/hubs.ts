import * as z from 'zod/mini';
import {
  ChatMessage,
  DeliveredMark,
  OutgoingMessage,
  ReadMark,
  RealtimeMessage,
  TypingNotice,
  TypingPush,
  UnreadCounts,
} from './chat-entities';
import { defineHub } from './define-hub';

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
  },
  events: {
    /** A user of the company came online or went offline: userId, isOnline, availabilityId. */
    OnlineStatus: z.tuple([id, z.boolean(), id]),
    /** A new message to or from the user. */
    MessageReceived: z.tuple([RealtimeMessage]),
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
  },
});

/** The hubs of the reference server. Feature hubs (video) join with their features. */
export const hubs = { echo: echoHub, chat: chatHub, notes: notesHub } as const;
