import {
  VIDEO_ROOM_ERRORS,
  VIDEO_ROOM_MAX_PARTICIPANTS,
  type VideoRoom,
  type VideoSignal,
} from '@fieldkit/core/contract';
import type { Caller } from '../../auth/sessions';
import { HubError } from '../../hubs/connection';
import { VIDEO_REFUSALS, VideoCalls } from './calls';
import type { RoomKey } from './store';

/** What SendSignal answers. */
export interface SignalAnswer {
  outcome: 'ringing' | 'busy' | 'offline' | 'joined' | 'done';
  room: VideoRoom | null;
}

/**
 * Rings a person just written as ringing into `key`: busy when they are in another call (or rung into one first),
 * their row then 'busy'; offline when no window of theirs is connected on any process, their ring then missed at once
 * (with its chat line); rung otherwise.
 */
async function ringOrBusy(
  calls: VideoCalls,
  caller: Caller,
  key: RoomKey,
  signal: VideoSignal,
  rangAt: string,
): Promise<'ringing' | 'busy' | 'offline'> {
  if (!calls.hub.isOnline(signal.toUser)) {
    await calls.ringOffline(key, signal.toUser, rangAt);
    return 'offline';
  }
  if (await calls.store.busyElsewhere(key, signal.toUser, rangAt)) {
    await calls.store.move(key, signal.toUser, 'ringing', 'busy', { rangAt });
    return 'busy';
  }
  const me = await calls.store.colleague(caller.companyId, caller.loginId);
  calls.ringing(caller, me?.displayName ?? '', key, signal.toUser, rangAt, signal.isGroup);
  return 'ringing';
}

/** StartCall: opens the room from this window and rings the person, unless they are busy. */
async function startCall(
  calls: VideoCalls,
  caller: Caller,
  connectionId: string,
  signal: VideoSignal,
): Promise<SignalAnswer> {
  const key = VideoCalls.keyOf(caller, signal.roomName);
  if (await calls.store.room(key)) throw new HubError(VIDEO_ROOM_ERRORS.exists);
  if ((await calls.store.activeRows(caller.companyId, caller.loginId)).length > 0)
    throw new HubError(VIDEO_REFUSALS.ongoing);
  if (!(await calls.store.openRoom(key, caller.loginId))) throw new HubError(VIDEO_ROOM_ERRORS.exists);
  await calls.store.addOpener(key, caller.loginId, signal.peerId);
  calls.windows.add(connectionId, { ...key, peerId: signal.peerId });
  const rangAt = await calls.store.ring(key, signal.toUser, caller.loginId);
  if (rangAt === null) throw new HubError(VIDEO_REFUSALS.alreadyInCall);
  const outcome = await ringOrBusy(calls, caller, key, signal, rangAt);
  if (outcome !== 'ringing') {
    await calls.store.end(key);
    calls.windows.remove(connectionId, key);
    return { outcome, room: null };
  }
  return { outcome: 'ringing', room: await calls.store.view(key) };
}

/**
 * StartCall with isGroup: rings someone into the caller's running call. The answer carries the room with them under
 * `invited`; the other members hear of them when they join (Joined) or their ring ends (RingEnded), or ask GetRoom.
 */
async function invite(calls: VideoCalls, caller: Caller, signal: VideoSignal): Promise<SignalAnswer> {
  const key = VideoCalls.keyOf(caller, signal.roomName);
  await calls.joinedMember(caller, key);
  const room = await calls.store.view(key);
  if (room.participants.length + room.invited.length >= VIDEO_ROOM_MAX_PARTICIPANTS)
    throw new HubError(`${VIDEO_REFUSALS.full} At most ${VIDEO_ROOM_MAX_PARTICIPANTS} people.`);
  const rangAt = await calls.store.ring(key, signal.toUser, caller.loginId);
  if (rangAt === null) throw new HubError(VIDEO_REFUSALS.alreadyInCall);
  const outcome = await ringOrBusy(calls, caller, key, signal, rangAt);
  if (outcome !== 'ringing') {
    // The room's members see the invitee's ring end: busy, or missed (nobody heard it) when they are offline.
    for (const member of await calls.joinedLogins(key))
      calls.hub.sendToUser(member, 'RingEnded', {
        roomName: key.roomName,
        LoginId: signal.toUser,
        outcome: outcome === 'busy' ? 'busy' : 'missed',
      });
  }
  return { outcome, room: await calls.store.view(key) };
}

/** AcceptCall: this window joins; the caller's other windows stop ringing; the room hears who joined. */
async function accept(
  calls: VideoCalls,
  caller: Caller,
  connectionId: string,
  signal: VideoSignal,
): Promise<SignalAnswer> {
  const key = VideoCalls.keyOf(caller, signal.roomName);
  await calls.liveRoom(key);
  if (!(await calls.store.move(key, caller.loginId, 'ringing', 'joined', { peerId: signal.peerId })))
    throw new HubError(VIDEO_REFUSALS.notRinging);
  calls.windows.add(connectionId, { ...key, peerId: signal.peerId });
  const room = await calls.store.view(key);
  calls.hub.sendToUserExcept(caller.loginId, connectionId, 'RingEnded', {
    roomName: key.roomName,
    LoginId: caller.loginId,
    outcome: 'answered',
  });
  const participant = room.participants.find((p) => p.LoginId === caller.loginId);
  if (participant)
    for (const other of room.participants)
      if (other.LoginId !== caller.loginId)
        calls.hub.sendToUser(other.LoginId, 'Joined', { roomName: key.roomName, participant });
  return { outcome: 'joined', room };
}

/** RejectCall: the caller declines the ring; a room that never became a call ends. */
async function reject(calls: VideoCalls, caller: Caller, signal: VideoSignal): Promise<SignalAnswer> {
  const key = VideoCalls.keyOf(caller, signal.roomName);
  await calls.liveRoom(key);
  if (!(await calls.store.move(key, caller.loginId, 'ringing', 'rejected')))
    throw new HubError(VIDEO_REFUSALS.notRinging);
  await calls.tellRingEnded(key, caller.loginId, 'rejected');
  await calls.endIfNeverAnswered(key);
  return { outcome: 'done', room: null };
}

/** DisconnectCall: the caller hangs up on `toUser` before they answered; a room that never became a call ends. */
async function disconnect(calls: VideoCalls, caller: Caller, signal: VideoSignal): Promise<SignalAnswer> {
  const key = VideoCalls.keyOf(caller, signal.roomName);
  await calls.joinedMember(caller, key);
  if (await calls.store.move(key, signal.toUser, 'ringing', 'cancelled'))
    await calls.tellRingEnded(key, signal.toUser, 'cancelled');
  await calls.endIfNeverAnswered(key);
  return { outcome: 'done', room: null };
}

/**
 * The spec's video signal, checked against the caller's token first: `fromUser` is the caller, `toUser` a colleague,
 * and a company with video calls off rings nobody.
 */
export async function sendSignal(
  calls: VideoCalls,
  caller: Caller,
  connectionId: string,
  signal: VideoSignal,
): Promise<SignalAnswer> {
  if (signal.fromUser !== caller.loginId) throw new HubError(VIDEO_REFUSALS.notCaller);
  await calls.colleague(caller, signal.toUser);
  switch (signal.signalType) {
    case 'StartCall':
      if (!(await calls.store.enabled(caller.companyId))) throw new HubError(VIDEO_REFUSALS.disabled);
      return signal.isGroup ? invite(calls, caller, signal) : startCall(calls, caller, connectionId, signal);
    case 'AcceptCall':
      return accept(calls, caller, connectionId, signal);
    case 'RejectCall':
      return reject(calls, caller, signal);
    case 'DisconnectCall':
      return disconnect(calls, caller, signal);
  }
}
