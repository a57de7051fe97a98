import { type RingOutcome, VIDEO_ROOM_ERRORS, type VideoRoom, type videoHub } from '@fieldkit/core/contract';
import type { Caller } from '../../auth/sessions';
import { HubError } from '../../hubs/connection';
import type { Hub } from '../../hubs/registry';
import { RingTimers } from './rings';
import type { RoomKey, VideoStore } from './store';
import { JoinedWindows } from './windows';

/** The texts of the hub's refusals besides the spec's room errors. */
export const VIDEO_REFUSALS = {
  notCaller: 'fromUser must be the signed-in user.',
  notColleague: 'toUser is not a user of your company.',
  self: 'You cannot call yourself.',
  disabled: 'Video calls are turned off for your company.',
  ongoing: 'A call is already going on.',
  notInCall: 'You are not in this call.',
  full: 'This call is full.',
  notRinging: 'This call is no longer ringing.',
  alreadyInCall: 'This person is already in this call or being rung into it.',
  notRelayed: 'Both windows must be in this call.',
} as const;

/** What the server does when a ring was missed: the person who rang and the person rung (a line in their chat). */
export type MissedCall = (key: RoomKey, fromLoginId: number, toLoginId: number) => Promise<void>;

/**
 * The video calls of a server: the store (shared by every process), this process's ring timers and joined windows,
 * and the hub every push goes through (to every process, by login).
 */
export class VideoCalls {
  readonly windows = new JoinedWindows();
  readonly timers: RingTimers;

  constructor(
    readonly hub: Hub<typeof videoHub>,
    readonly store: VideoStore,
    ringTimeoutMs: number,
    private readonly onError: (err: unknown) => void,
    private readonly missed: MissedCall = async () => {},
  ) {
    this.timers = new RingTimers(
      ringTimeoutMs,
      (key, loginId, rangAt) => this.ringExpired(key, loginId, rangAt),
      onError,
    );
  }

  /** The room of the caller's company. */
  static keyOf(caller: Caller, roomName: string): RoomKey {
    return { companyId: caller.companyId, roomName };
  }

  /** The other user of a signal: a user of the caller's company, not the caller; their display name. */
  async colleague(caller: Caller, loginId: number): Promise<{ displayName: string }> {
    if (loginId === caller.loginId) throw new HubError(VIDEO_REFUSALS.self);
    const user = await this.store.colleague(caller.companyId, loginId);
    if (!user) throw new HubError(VIDEO_REFUSALS.notColleague);
    return user;
  }

  /** The room, live; the spec's 'room does not exist' otherwise. */
  async liveRoom(key: RoomKey): Promise<void> {
    if (!(await this.store.isLive(key))) throw new HubError(VIDEO_ROOM_ERRORS.missing);
  }

  /** The caller's row in the live room, joined; refused otherwise. */
  async joinedMember(caller: Caller, key: RoomKey) {
    await this.liveRoom(key);
    const me = await this.store.member(key, caller.loginId);
    if (me?.state !== 'joined') throw new HubError(VIDEO_REFUSALS.notInCall);
    return me;
  }

  /** The logins joined in a room now, but `except`. */
  async joinedLogins(key: RoomKey, except?: number): Promise<number[]> {
    const rows = await this.store.members(key);
    return rows.filter((r) => r.state === 'joined' && r.login_id !== except).map((r) => r.login_id);
  }

  /** Tells the person rung (every window) and the room's joined members how a ring ended. */
  async tellRingEnded(
    key: RoomKey,
    loginId: number,
    outcome: RingOutcome,
    members?: readonly number[],
  ): Promise<void> {
    const ended = { roomName: key.roomName, LoginId: loginId, outcome };
    this.hub.sendToUser(loginId, 'RingEnded', ended);
    for (const member of members ?? (await this.joinedLogins(key, loginId)))
      this.hub.sendToUser(member, 'RingEnded', ended);
  }

  /**
   * After a ring ended unanswered: a room that never became a call (nobody but its opener ever joined, nobody else is
   * being rung) ends with it; the opener's prompt closes on the RingEnded they were told. A call under way goes on.
   */
  async endIfNeverAnswered(key: RoomKey): Promise<void> {
    const room = await this.store.room(key);
    if (!room || room.ended_at !== null) return;
    const rows = await this.store.members(key);
    const stillRinging = rows.some((r) => r.state === 'ringing');
    const othersEverJoined = rows.some((r) => r.login_id !== room.created_by && r.joined_at !== null);
    if (!stillRinging && !othersEverJoined) await this.store.end(key);
  }

  /**
   * A ring to someone with no window open anywhere (not connected to the video hub on any process): missed at once,
   * with its line in their chat, rather than ringing nobody for the ring's whole time.
   */
  async ringOffline(key: RoomKey, loginId: number, rangAt: string): Promise<void> {
    if (!(await this.store.move(key, loginId, 'ringing', 'missed', { rangAt }))) return;
    const row = await this.store.member(key, loginId);
    if (row) await this.missed(key, row.invited_by, loginId).catch(this.onError);
  }

  /** A ring not answered in time: missed, for the person rung and the room. */
  async ringExpired(key: RoomKey, loginId: number, rangAt: string): Promise<void> {
    if (!(await this.store.move(key, loginId, 'ringing', 'missed', { rangAt }))) return;
    // Who to tell is read first; the room ends before anyone hears, so what they do next finds it ended.
    const members = await this.joinedLogins(key, loginId);
    await this.endIfNeverAnswered(key);
    // The chat line is written before anyone hears of the miss: a window told of it finds the line in the chat.
    const row = await this.store.member(key, loginId);
    if (row) await this.missed(key, row.invited_by, loginId).catch(this.onError);
    await this.tellRingEnded(key, loginId, 'missed', members);
  }

  /** Rings a person: their row is ringing; their every window hears it; the ring's timer starts. */
  ringing(
    caller: Caller,
    fromName: string,
    key: RoomKey,
    loginId: number,
    rangAt: string,
    isGroup: boolean,
  ): void {
    this.hub.sendToUser(loginId, 'VideoSignal', {
      fromUser: caller.loginId,
      toUser: loginId,
      isGroup,
      signalType: 'StartCall',
      roomName: key.roomName,
      fromName,
    });
    this.timers.start(key, loginId, rangAt);
  }

  /**
   * A member leaves the room (from the window `peerId`, when given): the others hear it; the last one out ends the
   * room and every ring into it. False when they were not joined (from that window).
   */
  async leave(key: RoomKey, loginId: number, peerId?: string): Promise<boolean> {
    const me = await this.store.member(key, loginId);
    if (me?.state !== 'joined' || (peerId !== undefined && me.peer_id !== peerId)) return false;
    if (!(await this.store.move(key, loginId, 'joined', 'left', { peerId: me.peer_id ?? undefined })))
      return false;
    const rest = await this.joinedLogins(key);
    for (const member of rest)
      this.hub.sendToUser(member, 'Leave', {
        roomName: key.roomName,
        LoginId: loginId,
        peerId: me.peer_id ?? '',
      });
    if (rest.length === 0) {
      const ended = await this.store.end(key);
      for (const rung of ended?.ringing ?? [])
        this.hub.sendToUser(rung, 'RingEnded', {
          roomName: key.roomName,
          LoginId: rung,
          outcome: 'cancelled',
        });
    }
    return true;
  }

  /** Ends the call for everyone: EndCall to every member's windows but the asking one, rings cancelled. */
  async endCall(caller: Caller, connectionId: string, key: RoomKey): Promise<void> {
    await this.joinedMember(caller, key);
    const ended = await this.store.end(key);
    if (!ended) return;
    const push = { roomName: key.roomName, LoginId: caller.loginId };
    for (const member of ended.joined)
      if (member === caller.loginId) this.hub.sendToUserExcept(member, connectionId, 'EndCall', push);
      else this.hub.sendToUser(member, 'EndCall', push);
    for (const rung of ended.ringing)
      this.hub.sendToUser(rung, 'RingEnded', { roomName: key.roomName, LoginId: rung, outcome: 'cancelled' });
    this.windows.remove(connectionId, key);
  }

  /** The room for one of its members (joined or being rung). */
  async roomFor(caller: Caller, key: RoomKey): Promise<VideoRoom> {
    await this.liveRoom(key);
    const room = await this.store.view(key);
    const member =
      room.participants.some((p) => p.LoginId === caller.loginId) ||
      room.invited.some((p) => p.LoginId === caller.loginId);
    if (!member) throw new HubError(VIDEO_ROOM_ERRORS.missing);
    return room;
  }

  /** A connection closed: every call it had joined a window of, it leaves. */
  async windowClosed(connectionId: string, loginId: number): Promise<void> {
    for (const window of this.windows.take(connectionId)) await this.leave(window, loginId, window.peerId);
  }

  /** A login's process died: they leave every live call they were in. */
  async gone(loginId: number): Promise<void> {
    for (const row of await this.store.joinedRooms(undefined, loginId))
      await this.leave(
        { companyId: row.company_id, roomName: row.room_name },
        loginId,
        row.peer_id ?? undefined,
      );
  }
}
