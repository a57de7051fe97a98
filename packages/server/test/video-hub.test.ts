import { VIDEO_ROOM_ERRORS } from '@fieldkit/core/contract';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { VIDEO_REFUSALS } from '../src/features/video/calls';
import { settle } from './chat-helpers';
import { signIn, startTestServer, type TestServer } from './helpers';
import { inCall, LOGIN, newRoom, pushOf, type VideoWindow, VideoWindows } from './video-helpers';

let t: TestServer;
const tokens: Record<string, string> = {};
const windows = new VideoWindows(() => t, tokens);
const connect = (name: keyof typeof LOGIN) => windows.connect(name);

beforeAll(async () => {
  t = await startTestServer();
  for (const name of Object.keys(LOGIN)) tokens[name] = (await signIn(t.url, name)).access_token;
});
afterEach(() => windows.closeAll());
afterAll(() => t.dispose());

const inRoom = (room: string) => pushOf({ roomName: room });

/** A WebRTC message from one window to another's. */
const peerSignal = (from: VideoWindow, to: VideoWindow, room: string, fromPeer = from.peerId) => ({
  roomName: room,
  fromPeer,
  toPeer: to.peerId,
  toUser: LOGIN[to.name],
  data: { type: 'candidate', candidate: { candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host' } },
});

describe('ringing', () => {
  test('StartCall rings every window of the person called, with the caller’s name', async () => {
    const alice = await connect('alice');
    const bob1 = await connect('bob');
    const bob2 = await connect('bob');
    const room = newRoom();
    const answer = await alice.signal('StartCall', 'bob', room);
    expect(answer.outcome).toBe('ringing');
    expect(answer.room.participants).toEqual([
      {
        LoginId: LOGIN.alice,
        ParticipantName: 'Alice Walker',
        IsMuted: false,
        IsCameraOff: false,
        peerId: alice.peerId,
      },
    ]);
    expect(answer.room.invited).toEqual([{ LoginId: LOGIN.bob, ParticipantName: 'Bob Stone' }]);
    for (const bob of [bob1, bob2]) {
      const [ring] = await bob.next('VideoSignal', inRoom(room));
      expect(ring).toEqual({
        fromUser: LOGIN.alice,
        toUser: LOGIN.bob,
        isGroup: false,
        signalType: 'StartCall',
        roomName: room,
        fromName: 'Alice Walker',
      });
    }
  });

  test('answering on one window stops the ring on the other; a second answer is refused; the caller hears who joined', async () => {
    const alice = await connect('alice');
    const bob1 = await connect('bob');
    const bob2 = await connect('bob');
    const room = newRoom();
    await alice.signal('StartCall', 'bob', room);
    await bob2.next('VideoSignal', inRoom(room));
    const answer = await bob1.signal('AcceptCall', 'alice', room);
    expect(answer.outcome).toBe('joined');
    expect(answer.room.participants.map((p: { LoginId: number }) => p.LoginId)).toEqual([
      LOGIN.alice,
      LOGIN.bob,
    ]);
    const [ended] = await bob2.next('RingEnded', inRoom(room));
    expect(ended).toEqual({ roomName: room, LoginId: LOGIN.bob, outcome: 'answered' });
    await expect(bob2.signal('AcceptCall', 'alice', room)).rejects.toThrow(VIDEO_REFUSALS.notRinging);
    const [joined] = await alice.next('Joined', inRoom(room));
    expect(joined).toMatchObject({
      participant: { LoginId: LOGIN.bob, ParticipantName: 'Bob Stone', peerId: bob1.peerId },
    });
    await settle();
    expect(bob1.seen.RingEnded).toEqual([]);
  });

  test('two windows answering at once: exactly one joins, the other is refused', async () => {
    const alice = await connect('alice');
    const bob1 = await connect('bob');
    const bob2 = await connect('bob');
    const room = newRoom();
    await alice.signal('StartCall', 'bob', room);
    await bob2.next('VideoSignal', inRoom(room));
    const answers = await Promise.allSettled([
      bob1.signal('AcceptCall', 'alice', room),
      bob2.signal('AcceptCall', 'alice', room),
    ]);
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const refused = answers.find((a) => a.status === 'rejected');
    expect(String(refused?.reason)).toContain(VIDEO_REFUSALS.notRinging);
    await settle();
    expect(alice.seen.Joined).toHaveLength(1);
  });

  test('a declined ring tells the caller and ends the room: answering it then finds no room', async () => {
    const alice = await connect('alice');
    const bob = await connect('bob');
    const room = newRoom();
    await alice.signal('StartCall', 'bob', room);
    await bob.next('VideoSignal', inRoom(room));
    expect(await bob.signal('RejectCall', 'alice', room)).toEqual({ outcome: 'done', room: null });
    const [ended] = await alice.next('RingEnded', inRoom(room));
    expect(ended).toEqual({ roomName: room, LoginId: LOGIN.bob, outcome: 'rejected' });
    await expect(bob.signal('AcceptCall', 'alice', room)).rejects.toThrow(VIDEO_ROOM_ERRORS.missing);
  });

  test('someone already in a call is busy: the caller hears it at once and nobody is rung', async () => {
    const alice = await connect('alice');
    const bob = await connect('bob');
    const carol = await connect('carol');
    await inCall(alice, bob);
    const room = newRoom();
    expect(await carol.signal('StartCall', 'bob', room)).toEqual({ outcome: 'busy', room: null });
    await settle();
    expect(bob.seen.VideoSignal!.filter(inRoom(room))).toEqual([]);
    // The room ended with it: carol is free to call again.
    expect((await carol.signal('StartCall', 'alice', newRoom())).outcome).toBe('busy');
  });

  test('a caller already in a call cannot open another', async () => {
    const alice = await connect('alice');
    const bob = await connect('bob');
    await inCall(alice, bob);
    await expect(alice.signal('StartCall', 'carol', newRoom())).rejects.toThrow(VIDEO_REFUSALS.ongoing);
  });

  test('the caller hanging up before an answer stops the ring on every window of the person called', async () => {
    const alice = await connect('alice');
    const bob1 = await connect('bob');
    const bob2 = await connect('bob');
    const room = newRoom();
    await alice.signal('StartCall', 'bob', room);
    await bob1.next('VideoSignal', inRoom(room));
    expect((await alice.signal('DisconnectCall', 'bob', room)).outcome).toBe('done');
    for (const bob of [bob1, bob2]) {
      const [ended] = await bob.next('RingEnded', inRoom(room));
      expect(ended).toMatchObject({ LoginId: LOGIN.bob, outcome: 'cancelled' });
    }
    await expect(bob1.signal('AcceptCall', 'alice', room)).rejects.toThrow(VIDEO_ROOM_ERRORS.missing);
  });

  test('a room name already used is refused with the spec’s text; a room never opened with the other', async () => {
    const alice = await connect('alice');
    const bob = await connect('bob');
    const room = newRoom();
    await alice.signal('StartCall', 'bob', room);
    await bob.signal('RejectCall', 'alice', room);
    await expect(alice.signal('StartCall', 'bob', room)).rejects.toThrow(VIDEO_ROOM_ERRORS.exists);
    await expect(bob.signal('AcceptCall', 'alice', newRoom())).rejects.toThrow(VIDEO_ROOM_ERRORS.missing);
  });

  test('a company with video calls off rings nobody', async () => {
    const db = t.server.store.db;
    await db.updateTable('companies').set({ video_call_enabled: 0 }).where('company_id', '=', 2).execute();
    try {
      const alice = await connect('alice');
      await expect(alice.signal('StartCall', 'bob', newRoom())).rejects.toThrow(VIDEO_REFUSALS.disabled);
    } finally {
      await db.updateTable('companies').set({ video_call_enabled: 1 }).where('company_id', '=', 2).execute();
    }
  });
});

describe('nothing crosses the token', () => {
  test('dave (another company) cannot ring alice: refused, no room written, nothing reaches her', async () => {
    const alice = await connect('alice');
    const dave = await connect('dave');
    const room = newRoom();
    await expect(dave.signal('StartCall', 'alice', room)).rejects.toThrow(VIDEO_REFUSALS.notColleague);
    await settle(300);
    expect(alice.seen.VideoSignal).toEqual([]);
    const rows = await t.server.store.db
      .selectFrom('video_rooms')
      .selectAll()
      .where('room_name', '=', room)
      .execute();
    expect(rows).toEqual([]);
  });

  test('a signal whose fromUser is not the caller is refused', async () => {
    const bob = await connect('bob');
    const alice = await connect('alice');
    await expect(
      bob.hub.invoke('SendSignal', {
        fromUser: LOGIN.alice,
        toUser: LOGIN.carol,
        isGroup: false,
        signalType: 'StartCall',
        roomName: newRoom(),
        peerId: bob.peerId,
      }),
    ).rejects.toThrow(VIDEO_REFUSALS.notCaller);
    await settle();
    expect(alice.seen.VideoSignal).toEqual([]);
  });

  test('WebRTC messages pass only between joined windows of the room: not from carol outside it, not from dave', async () => {
    const alice = await connect('alice');
    const bob = await connect('bob');
    const carol = await connect('carol');
    const dave = await connect('dave');
    const room = await inCall(alice, bob);
    await alice.hub.invoke('Signal', peerSignal(alice, bob, room));
    const [pushed] = await bob.next('Signal', inRoom(room));
    expect(pushed).toMatchObject({ fromUser: LOGIN.alice, fromPeer: alice.peerId, toPeer: bob.peerId });
    await expect(carol.hub.invoke('Signal', peerSignal(carol, bob, room))).rejects.toThrow(
      VIDEO_REFUSALS.notRelayed,
    );
    await expect(dave.hub.invoke('Signal', peerSignal(dave, alice, room))).rejects.toThrow(
      VIDEO_REFUSALS.notRelayed,
    );
    // A window of alice's that did not join is not alice's joined one.
    await expect(alice.hub.invoke('Signal', peerSignal(alice, bob, room, 'peer-not-joined'))).rejects.toThrow(
      VIDEO_REFUSALS.notRelayed,
    );
    await settle();
    expect(bob.seen.Signal).toHaveLength(1);
    expect(alice.seen.Signal).toEqual([]);
  });
});

describe('in a call', () => {
  test('muting, unmuting and the camera reach the others', async () => {
    const alice = await connect('alice');
    const bob = await connect('bob');
    const room = await inCall(alice, bob);
    await bob.hub.invoke('SetMedia', { roomName: room, IsMuted: true, IsCameraOff: false });
    expect((await alice.next('onmute', inRoom(room)))[0]).toEqual({
      roomName: room,
      LoginId: LOGIN.bob,
      IsMuted: true,
      IsCameraOff: false,
    });
    await bob.hub.invoke('SetMedia', { roomName: room, IsMuted: false, IsCameraOff: false });
    await alice.next('onunmute', inRoom(room));
    await bob.hub.invoke('SetMedia', { roomName: room, IsMuted: false, IsCameraOff: true });
    expect((await alice.next('oncamera', inRoom(room)))[0]).toMatchObject({ IsCameraOff: true });
    await settle();
    expect(alice.seen.onmute).toHaveLength(1);
    expect(alice.seen.onunmute).toHaveLength(1);
    expect(bob.seen.onmute).toEqual([]);
    const view = await alice.hub.invoke('GetRoom', { roomName: room });
    expect(view.participants.find((p: { LoginId: number }) => p.LoginId === LOGIN.bob)).toMatchObject({
      IsMuted: false,
      IsCameraOff: true,
    });
  });

  test('someone rung into a running call joins it; leaving keeps the call for the rest, the last one out ends it', async () => {
    const alice = await connect('alice');
    const bob = await connect('bob');
    const carol = await connect('carol');
    const room = await inCall(alice, bob);
    const invite = await bob.signal('StartCall', 'carol', room, true);
    expect(invite.outcome).toBe('ringing');
    expect(invite.room.invited).toEqual([{ LoginId: LOGIN.carol, ParticipantName: 'Carol Price' }]);
    const [ring] = await carol.next('VideoSignal', inRoom(room));
    expect(ring).toMatchObject({ fromUser: LOGIN.bob, isGroup: true, fromName: 'Bob Stone' });
    await carol.signal('AcceptCall', 'bob', room);
    await alice.next(
      'Joined',
      (a) => (a[0] as { participant: { LoginId: number } }).participant.LoginId === LOGIN.carol,
    );
    await bob.next(
      'Joined',
      (a) => (a[0] as { participant: { LoginId: number } }).participant.LoginId === LOGIN.carol,
    );

    await bob.hub.invoke('Leave', { roomName: room });
    for (const other of [alice, carol])
      expect((await other.next('Leave', inRoom(room)))[0]).toEqual({
        roomName: room,
        LoginId: LOGIN.bob,
        peerId: bob.peerId,
      });
    const view = await alice.hub.invoke('GetRoom', { roomName: room });
    expect(view.participants.map((p: { LoginId: number }) => p.LoginId)).toEqual([LOGIN.alice, LOGIN.carol]);
    await carol.hub.invoke('Leave', { roomName: room });
    await alice.hub.invoke('Leave', { roomName: room });
    await expect(alice.hub.invoke('GetRoom', { roomName: room })).rejects.toThrow(VIDEO_ROOM_ERRORS.missing);
  });

  test('only someone in the call rings others into it', async () => {
    const alice = await connect('alice');
    const bob = await connect('bob');
    const carol = await connect('carol');
    const room = await inCall(alice, bob);
    await expect(carol.signal('StartCall', 'alice', room, true)).rejects.toThrow(VIDEO_REFUSALS.notInCall);
    await expect(carol.signal('StartCall', 'alice', newRoom(), true)).rejects.toThrow(
      VIDEO_ROOM_ERRORS.missing,
    );
  });

  test('EndCall reaches everybody in the call, the caller’s other windows too', async () => {
    const alice = await connect('alice');
    const aliceElsewhere = await connect('alice');
    const bob = await connect('bob');
    const carol = await connect('carol');
    const room = await inCall(alice, bob);
    await alice.signal('StartCall', 'carol', room, true);
    await carol.signal('AcceptCall', 'alice', room);
    await alice.hub.invoke('EndCall', { roomName: room });
    for (const w of [aliceElsewhere, bob, carol])
      expect((await w.next('EndCall', inRoom(room)))[0]).toEqual({ roomName: room, LoginId: LOGIN.alice });
    await settle();
    expect(alice.seen.EndCall).toEqual([]);
    await expect(bob.hub.invoke('GetRoom', { roomName: room })).rejects.toThrow(VIDEO_ROOM_ERRORS.missing);
  });

  test('the window that joined closing counts as leaving', async () => {
    const alice = await connect('alice');
    const bob = await connect('bob');
    const bobElsewhere = await connect('bob');
    const room = await inCall(alice, bob);
    await bobElsewhere.hub.stop();
    await settle();
    expect(alice.seen.Leave).toEqual([]);
    await bob.hub.stop();
    expect((await alice.next('Leave', inRoom(room)))[0]).toEqual({
      roomName: room,
      LoginId: LOGIN.bob,
      peerId: bob.peerId,
    });
    const view = await alice.hub.invoke('GetRoom', { roomName: room });
    expect(view.participants.map((p: { LoginId: number }) => p.LoginId)).toEqual([LOGIN.alice]);
  });
});

test('no call step failed on the server', () => {
  expect(t.logs.filter((line) => JSON.parse(line).level >= 50)).toEqual([]);
});

describe('an unanswered ring', () => {
  let short: TestServer;
  const shortTokens: Record<string, string> = {};
  const shortWindows = new VideoWindows(() => short, shortTokens);

  beforeAll(async () => {
    short = await startTestServer({ env: { VIDEO_RING_TIMEOUT_MS: '300' } });
    for (const name of ['alice', 'bob']) shortTokens[name] = (await signIn(short.url, name)).access_token;
  });
  afterEach(() => shortWindows.closeAll());
  afterAll(() => short.dispose());

  test('is missed after the ring timeout, for both sides, and the room ends', async () => {
    const alice = await shortWindows.connect('alice');
    const bob = await shortWindows.connect('bob');
    const room = newRoom();
    const started = performance.now();
    await alice.signal('StartCall', 'bob', room);
    for (const w of [alice, bob])
      expect((await w.next('RingEnded', inRoom(room), 3000))[0]).toEqual({
        roomName: room,
        LoginId: LOGIN.bob,
        outcome: 'missed',
      });
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    await expect(bob.signal('AcceptCall', 'alice', room)).rejects.toThrow(VIDEO_ROOM_ERRORS.missing);
  });
});
