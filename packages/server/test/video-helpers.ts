import { hubs, type VideoSignalType } from '@fieldkit/core/contract';
import { expect } from 'vitest';
import { type ChatClient, recordingClient } from './chat-helpers';
import type { TestServer } from './helpers';

const VIDEO_EVENTS = Object.keys(hubs.video.events);

/** The demo logins the video tests use. */
export const LOGIN = { alice: 2, bob: 3, carol: 4, dave: 5 } as const;
export type Name = keyof typeof LOGIN;

/** A connected video hub window of a user: its client, and the peer id it joins calls with. */
export interface VideoWindow extends ChatClient {
  name: Name;
  peerId: string;
  /** Sends the spec's video signal from this window. */
  signal(type: VideoSignalType, to: Name, roomName: string, isGroup?: boolean): Promise<SignalAnswer>;
}

// biome-ignore lint/suspicious/noExplicitAny: the answer's room is read field by field by each assertion.
export type SignalAnswer = { outcome: string; room: any };

let rooms = 0;
let peers = 0;

/** A room name no test used before (a millisecond timestamp, as the spec names rooms). */
export function newRoom(): string {
  rooms += 1;
  return String(Date.now() + rooms * 1000);
}

/** Opens video hub windows on a test server and closes them all at the end of each test. */
export class VideoWindows {
  private readonly open: VideoWindow[] = [];

  constructor(
    private readonly t: () => TestServer,
    private readonly tokens: Record<string, string>,
  ) {}

  async connect(name: Name): Promise<VideoWindow> {
    peers += 1;
    const peerId = `peer-${name}-${peers}`;
    const client = await recordingClient(`${this.t().url}/hubs/video`, this.tokens[name]!, VIDEO_EVENTS);
    const window: VideoWindow = {
      ...client,
      name,
      peerId,
      signal: (signalType, to, roomName, isGroup = false) =>
        client.hub.invoke('SendSignal', {
          fromUser: LOGIN[name],
          toUser: LOGIN[to],
          isGroup,
          signalType,
          roomName,
          peerId,
        }),
    };
    this.open.push(window);
    return window;
  }

  /** Closes every window (they leave their calls) and waits until no call is live. */
  async closeAll(): Promise<void> {
    await Promise.all(this.open.splice(0).map((w) => w.hub.stop()));
    const db = this.t().server.store.db;
    await expect
      .poll(
        async () =>
          (await db.selectFrom('video_rooms').select('room_name').where('ended_at', 'is', null).execute())
            .length,
      )
      .toBe(0);
  }
}

/** `alice` rings `bob` from a new room, `bob` answers: both joined. */
export async function inCall(caller: VideoWindow, callee: VideoWindow): Promise<string> {
  const room = newRoom();
  expect((await caller.signal('StartCall', callee.name, room)).outcome).toBe('ringing');
  await callee.next('VideoSignal', (a) => (a[0] as { roomName: string }).roomName === room);
  expect((await callee.signal('AcceptCall', caller.name, room)).outcome).toBe('joined');
  return room;
}

/** Matches a push whose first argument holds `fields`. */
export const pushOf =
  (fields: Record<string, unknown>) =>
  (args: unknown[]): boolean =>
    Object.entries(fields).every(([k, v]) => (args[0] as Record<string, unknown>)[k] === v);
