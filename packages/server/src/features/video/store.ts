import type { IncomingVideoSignal, VideoRoom } from '@fieldkit/core/contract';
import { bindStore } from '../../db/bind-store';
import type { Db } from '../../db/schema';
import type { VideoMemberState } from './schema';

/** A room of a company. */
export interface RoomKey {
  companyId: number;
  roomName: string;
}

/** A member row as the hub reads it. */
export interface MemberRow {
  login_id: number;
  state: VideoMemberState;
  peer_id: string | null;
  invited_by: number;
  rang_at: string;
  joined_at: string | null;
  is_muted: number;
  is_camera_off: number;
}

const now = () => new Date().toISOString();

/** Whether a conditional write changed a row (its winner is the one that did). */
const changed = (result: { numUpdatedRows: bigint } | undefined) => Number(result?.numUpdatedRows ?? 0) > 0;

/** What the video store's functions take first: the database and the ring timeout. */
export interface VideoStoreContext {
  db: Db;
  /** A ring older than this plus a margin is over whatever its row says. */
  ringTimeoutMs: number;
}

/** The oldest `rang_at` of a ring that may still be ringing. */
function ringCutoff(s: VideoStoreContext): string {
  return new Date(Date.now() - s.ringTimeoutMs - 5_000).toISOString();
}

/** Member rows with their room (m, r), in rooms that have not ended. */
function membersInLiveRooms(s: VideoStoreContext) {
  return s.db
    .selectFrom('video_members as m')
    .innerJoin('video_rooms as r', (j) =>
      j.onRef('r.company_id', '=', 'm.company_id').onRef('r.room_name', '=', 'm.room_name'),
    )
    .where('r.ended_at', 'is', null);
}

/** A user of the company (display name), or null. */
async function colleague(
  s: VideoStoreContext,
  companyId: number,
  loginId: number,
): Promise<{ displayName: string } | null> {
  const row = await s.db
    .selectFrom('users')
    .select('display_name')
    .where('login_id', '=', loginId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row ? { displayName: row.display_name } : null;
}

/** Whether the company has video calls on. */
async function enabled(s: VideoStoreContext, companyId: number): Promise<boolean> {
  const row = await s.db
    .selectFrom('companies')
    .select('video_call_enabled')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row?.video_call_enabled === 1;
}

/** The room, live or ended, or null when there is none of that name. */
async function room(s: VideoStoreContext, key: RoomKey) {
  return (
    (await s.db
      .selectFrom('video_rooms')
      .selectAll()
      .where('company_id', '=', key.companyId)
      .where('room_name', '=', key.roomName)
      .executeTakeFirst()) ?? null
  );
}

/** Whether the room exists and has not ended. */
async function isLive(s: VideoStoreContext, key: RoomKey): Promise<boolean> {
  const found = await room(s, key);
  return !!found && found.ended_at === null;
}

/**
 * The live calls a person is in or being rung into, other than `exceptRoom`: joined rows, and ringing rows still
 * within their time.
 */
async function activeRows(s: VideoStoreContext, companyId: number, loginId: number, exceptRoom?: string) {
  let query = membersInLiveRooms(s)
    .select(['m.room_name', 'm.state', 'm.rang_at'])
    .where('m.login_id', '=', loginId)
    .where('m.company_id', '=', companyId)
    .where((eb) =>
      eb.or([
        eb('m.state', '=', 'joined'),
        eb.and([eb('m.state', '=', 'ringing'), eb('m.rang_at', '>', ringCutoff(s))]),
      ]),
    );
  if (exceptRoom !== undefined) query = query.where('m.room_name', '<>', exceptRoom);
  return query.execute();
}

/** Opens a room; false when one of that name exists already (a race lost). */
async function openRoom(s: VideoStoreContext, key: RoomKey, createdBy: number): Promise<boolean> {
  const result = await s.db
    .insertInto('video_rooms')
    .values({
      company_id: key.companyId,
      room_name: key.roomName,
      created_by: createdBy,
      created_at: now(),
      ended_at: null,
    })
    .onConflict((oc) => oc.columns(['company_id', 'room_name']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Puts the room's opener in it, joined from `peerId`. */
async function addOpener(s: VideoStoreContext, key: RoomKey, loginId: number, peerId: string): Promise<void> {
  const at = now();
  await s.db
    .insertInto('video_members')
    .values({
      company_id: key.companyId,
      room_name: key.roomName,
      login_id: loginId,
      state: 'joined',
      peer_id: peerId,
      invited_by: loginId,
      rang_at: at,
      joined_at: at,
    })
    .execute();
}

/**
 * Rings a person into the room: a new row, or their old one (they left, missed, declined before) set ringing again;
 * answers the ring's time, or null when they are already in the call or being rung into it.
 */
async function ring(
  s: VideoStoreContext,
  key: RoomKey,
  loginId: number,
  invitedBy: number,
): Promise<string | null> {
  const at = now();
  const ringing = {
    state: 'ringing' as const,
    peer_id: null,
    invited_by: invitedBy,
    rang_at: at,
    joined_at: null,
    is_muted: 0 as const,
    is_camera_off: 0 as const,
  };
  const again = await s.db
    .updateTable('video_members')
    .set(ringing)
    .where('company_id', '=', key.companyId)
    .where('room_name', '=', key.roomName)
    .where('login_id', '=', loginId)
    .where((eb) =>
      eb.or([
        eb('state', 'not in', ['ringing', 'joined']),
        eb.and([eb('state', '=', 'ringing'), eb('rang_at', '<=', ringCutoff(s))]),
      ]),
    )
    .executeTakeFirst();
  if (changed(again)) return at;
  const inserted = await s.db
    .insertInto('video_members')
    .values({ company_id: key.companyId, room_name: key.roomName, login_id: loginId, ...ringing })
    .onConflict((oc) => oc.columns(['company_id', 'room_name', 'login_id']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? at : null;
}

/**
 * Whether a person just rung into `key` (at `rangAt`) is busy elsewhere: joined in another live call, or rung into
 * another one first. Asked after the ring is written, so that two rings racing for one person see each other and
 * exactly one (the later) gives way.
 */
async function busyElsewhere(
  s: VideoStoreContext,
  key: RoomKey,
  loginId: number,
  rangAt: string,
): Promise<boolean> {
  const rows = await activeRows(s, key.companyId, loginId, key.roomName);
  return rows.some(
    (r) => r.state === 'joined' || r.rang_at < rangAt || (r.rang_at === rangAt && r.room_name < key.roomName),
  );
}

/**
 * Moves a member from one state to another, only if they are in `from` now (a ring also only while within its time,
 * or, with `rangAt`, only that very ring); true for the one write that did it.
 */
async function move(
  s: VideoStoreContext,
  key: RoomKey,
  loginId: number,
  from: VideoMemberState,
  to: VideoMemberState,
  options: { peerId?: string; rangAt?: string } = {},
): Promise<boolean> {
  let query = s.db
    .updateTable('video_members')
    .set({
      state: to,
      ...(to === 'joined' ? { peer_id: options.peerId ?? null, joined_at: now() } : {}),
    })
    .where('company_id', '=', key.companyId)
    .where('room_name', '=', key.roomName)
    .where('login_id', '=', loginId)
    .where('state', '=', from);
  if (options.rangAt !== undefined) query = query.where('rang_at', '=', options.rangAt);
  else if (from === 'ringing') query = query.where('rang_at', '>', ringCutoff(s));
  if (from === 'joined' && options.peerId !== undefined) query = query.where('peer_id', '=', options.peerId);
  return changed(await query.executeTakeFirst());
}

/** The members of a room with their names, in the order they were rung. */
async function members(
  s: VideoStoreContext,
  key: RoomKey,
): Promise<Array<MemberRow & { display_name: string }>> {
  return s.db
    .selectFrom('video_members as m')
    .innerJoin('users as u', 'u.login_id', 'm.login_id')
    .select([
      'm.login_id',
      'm.state',
      'm.peer_id',
      'm.invited_by',
      'm.rang_at',
      'm.joined_at',
      'm.is_muted',
      'm.is_camera_off',
      'u.display_name',
    ])
    .where('m.company_id', '=', key.companyId)
    .where('m.room_name', '=', key.roomName)
    .orderBy('m.rang_at')
    .orderBy('m.login_id')
    .execute();
}

/** One member's row, or null. */
async function member(s: VideoStoreContext, key: RoomKey, loginId: number): Promise<MemberRow | null> {
  return (
    (await s.db
      .selectFrom('video_members')
      .select([
        'login_id',
        'state',
        'peer_id',
        'invited_by',
        'rang_at',
        'joined_at',
        'is_muted',
        'is_camera_off',
      ])
      .where('company_id', '=', key.companyId)
      .where('room_name', '=', key.roomName)
      .where('login_id', '=', loginId)
      .executeTakeFirst()) ?? null
  );
}

/** The room as its members see it: who is in it (with their window) and who is being rung into it. */
async function view(s: VideoStoreContext, key: RoomKey): Promise<VideoRoom> {
  const cutoff = ringCutoff(s);
  const rows = await members(s, key);
  return {
    roomName: key.roomName,
    participants: rows
      .filter((r) => r.state === 'joined')
      .map((r) => ({
        LoginId: r.login_id,
        ParticipantName: r.display_name,
        IsMuted: r.is_muted === 1,
        IsCameraOff: r.is_camera_off === 1,
        peerId: r.peer_id ?? '',
      })),
    invited: rows
      .filter((r) => r.state === 'ringing' && r.rang_at > cutoff)
      .map((r) => ({ LoginId: r.login_id, ParticipantName: r.display_name })),
  };
}

/** The rings a person hears now: ringing rows within their time, in live rooms, with who rang. */
async function ringsFor(
  s: VideoStoreContext,
  companyId: number,
  loginId: number,
): Promise<IncomingVideoSignal[]> {
  const rows = await membersInLiveRooms(s)
    .innerJoin('users as u', 'u.login_id', 'm.invited_by')
    .select(['m.room_name', 'm.invited_by', 'r.created_by', 'u.display_name'])
    .where('m.company_id', '=', companyId)
    .where('m.login_id', '=', loginId)
    .where('m.state', '=', 'ringing')
    .where('m.rang_at', '>', new Date(Date.now() - s.ringTimeoutMs).toISOString())
    .orderBy('m.rang_at')
    .execute();
  return rows.map((r) => ({
    fromUser: r.invited_by,
    toUser: loginId,
    // Rung into a call someone else opened: an invite into a running call.
    isGroup: r.created_by !== r.invited_by,
    signalType: 'StartCall',
    roomName: r.room_name,
    fromName: r.display_name,
  }));
}

/** The live rooms a person is joined in, with the window they joined from. */
async function joinedRooms(s: VideoStoreContext, companyId: number | undefined, loginId: number) {
  let query = membersInLiveRooms(s)
    .select(['m.company_id', 'm.room_name', 'm.peer_id'])
    .where('m.login_id', '=', loginId)
    .where('m.state', '=', 'joined');
  if (companyId !== undefined) query = query.where('m.company_id', '=', companyId);
  return query.execute();
}

/**
 * The two ends of a WebRTC message, when both are joined in the live room from those very windows: one query, on
 * the members' primary key.
 */
async function bothJoined(
  s: VideoStoreContext,
  key: RoomKey,
  from: { loginId: number; peerId: string },
  to: { loginId: number; peerId: string },
) {
  const rows = await membersInLiveRooms(s)
    .select(['m.login_id', 'm.peer_id'])
    .where('m.company_id', '=', key.companyId)
    .where('m.room_name', '=', key.roomName)
    .where('m.login_id', 'in', [from.loginId, to.loginId])
    .where('m.state', '=', 'joined')
    .execute();
  const peerOf = new Map(rows.map((r) => [r.login_id, r.peer_id]));
  return peerOf.get(from.loginId) === from.peerId && peerOf.get(to.loginId) === to.peerId;
}

/** Sets a joined member's microphone and camera flags. */
async function setMedia(
  s: VideoStoreContext,
  key: RoomKey,
  loginId: number,
  isMuted: boolean,
  isCameraOff: boolean,
): Promise<void> {
  await s.db
    .updateTable('video_members')
    .set({ is_muted: isMuted ? 1 : 0, is_camera_off: isCameraOff ? 1 : 0 })
    .where('company_id', '=', key.companyId)
    .where('room_name', '=', key.roomName)
    .where('login_id', '=', loginId)
    .where('state', '=', 'joined')
    .execute();
}

/**
 * Ends a live room: its joined members left, its rings cancelled. Answers who was joined and who was being rung, or
 * null when the room was not live (someone else ended it first).
 */
async function end(
  s: VideoStoreContext,
  key: RoomKey,
): Promise<{ joined: number[]; ringing: number[] } | null> {
  const ended = await s.db
    .updateTable('video_rooms')
    .set({ ended_at: now() })
    .where('company_id', '=', key.companyId)
    .where('room_name', '=', key.roomName)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  if (!changed(ended)) return null;
  const rows = await members(s, key);
  const joined = rows.filter((r) => r.state === 'joined').map((r) => r.login_id);
  const ringing = rows.filter((r) => r.state === 'ringing').map((r) => r.login_id);
  for (const [from, to] of [
    ['joined', 'left'],
    ['ringing', 'cancelled'],
  ] as const)
    await s.db
      .updateTable('video_members')
      .set({ state: to })
      .where('company_id', '=', key.companyId)
      .where('room_name', '=', key.roomName)
      .where('state', '=', from)
      .execute();
  return { joined, ringing };
}

/**
 * The store of the video calls: rooms and members in the database, every state change a conditional update, so that
 * two windows (or two processes) doing the same thing at once have exactly one winner. A ring older than
 * `ringTimeoutMs` plus a margin is over whatever its row says (the process that rang, and would have marked it missed,
 * may have died).
 */
export function createVideoStore(db: Db, ringTimeoutMs: number) {
  return bindStore(
    { db, ringTimeoutMs },
    {
      colleague,
      enabled,
      room,
      isLive,
      activeRows,
      openRoom,
      addOpener,
      ring,
      busyElsewhere,
      move,
      members,
      member,
      view,
      ringsFor,
      joinedRooms,
      bothJoined,
      setMedia,
      end,
    },
  );
}

/** The store of the video calls, made by {@link createVideoStore}. */
export type VideoStore = ReturnType<typeof createVideoStore>;
