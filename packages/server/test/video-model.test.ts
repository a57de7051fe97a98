import { createApiClient, createFieldkit, createMemoryStorage, type Fieldkit } from '@fieldkit/core';
import { chat, type PeerSignalData, sameOriginConfig, videoHub } from '@fieldkit/core/contract';
import {
  type CreateMediaTransport,
  createVideoCall,
  type RemotePeer,
  type Ringtone,
  type VideoCall,
  type VideoCallState,
} from '@fieldkit/video-call';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

// The video widget's model against the real server: rings, answers, busy, missed, two windows of one person, the
// participant panel's invite, mute and the end of a call, as each window's state shows them. Media is the browser's
// (the end-to-end tests carry real audio and video between Chromium pages); here each window's transport only
// answers an offer, so the WebRTC messages are seen crossing the hub between the right windows.

const RING_MS = 1_500;

/** A window's media transport that speaks the offer and answer exchange and records what crossed. */
function recordingTransport(log: Array<{ from: string; type: string }>): CreateMediaTransport {
  return ({ events }) => {
    const linked = new Set<string>();
    return {
      connect(remote: RemotePeer, initiator: boolean) {
        linked.add(remote.peerId);
        if (initiator) events.send(remote, { type: 'offer', sdp: 'v=0 offer' });
      },
      receive(from: RemotePeer, data: PeerSignalData) {
        log.push({ from: from.peerId, type: data.type });
        linked.add(from.peerId);
        if (data.type === 'offer') events.send(from, { type: 'answer', sdp: 'v=0 answer' });
        if (data.type === 'answer') events.link(from.peerId, 'connected');
      },
      drop: (peerId) => void linked.delete(peerId),
      has: (peerId) => linked.has(peerId),
      restartIce() {},
      close: () => linked.clear(),
    };
  };
}

/** A ringtone that counts whether it is ringing. */
function quietRingtone(): Ringtone & { ringing: boolean } {
  const tone = {
    ringing: false,
    async play() {
      tone.ringing = true;
      return true;
    },
    stop() {
      tone.ringing = false;
    },
  };
  return tone;
}

interface Window {
  fieldkit: Fieldkit;
  video: VideoCall;
  ringtone: ReturnType<typeof quietRingtone>;
  signals: Array<{ from: string; type: string }>;
  state(): VideoCallState;
}

let t: TestServer;
const windows: Window[] = [];
const storages = new Map<string, ReturnType<typeof createMemoryStorage>>();

/** A window of a user's (a second one shares the first one's sign-in, as tabs do). */
async function openWindow(user: string): Promise<Window> {
  let storage = storages.get(user);
  const signIn = !storage;
  storage ??= createMemoryStorage();
  storages.set(user, storage);
  const fieldkit = createFieldkit({ config: sameOriginConfig(t.url), storage });
  if (signIn) await fieldkit.actions.signIn(user, 'demo1234');
  const signals: Window['signals'] = [];
  const ringtone = quietRingtone();
  const video = createVideoCall({
    fieldkit,
    transport: recordingTransport(signals),
    openMedia: async () => ({ stream: null, problem: null }),
    ringtone,
  });
  await video.start();
  const window = { fieldkit, video, ringtone, signals, state: () => video.store.getState() };
  windows.push(window);
  return window;
}

const until = async (check: () => boolean, what: string, ms = 5_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`Not so after ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
};

beforeAll(async () => {
  t = await startTestServer({ env: { VIDEO_RING_TIMEOUT_MS: String(RING_MS) } });
});

afterEach(async () => {
  for (const w of windows.splice(0)) {
    w.video.dispose();
    await w.fieldkit.hub(videoHub).stop();
    w.fieldkit.connectivity.dispose();
  }
  storages.clear();
});

afterAll(async () => {
  await t?.dispose();
});

describe('the video call model against the real server', () => {
  test('a call rings, is answered, carries the offer and answer between the two windows, and ends for both', async () => {
    const alice = await openWindow('alice');
    const bob = await openWindow('bob');
    await alice.video.call(3, 'Bob Stone');
    expect(alice.state()).toMatchObject({
      phase: 'outgoing',
      outgoing: { toName: 'Bob Stone', status: 'ringing' },
    });
    expect(alice.state().startedAt).not.toBeNull();
    await until(() => bob.state().phase === 'incoming', 'bob rung');
    expect(bob.state().incoming).toMatchObject({ fromUser: 2, fromName: 'Alice Walker' });
    expect(alice.ringtone.ringing && bob.ringtone.ringing).toBe(true);

    await bob.video.accept();
    expect(bob.state().phase).toBe('inCall');
    await until(() => alice.state().phase === 'inCall', 'alice in the call');
    expect(alice.ringtone.ringing || bob.ringtone.ringing).toBe(false);
    expect(alice.state().participants).toMatchObject([{ LoginId: 3, ParticipantName: 'Bob Stone' }]);
    expect(bob.state().participants).toMatchObject([{ LoginId: 2, ParticipantName: 'Alice Walker' }]);
    // bob joined last, so his window offers; alice's answers.
    await until(() => bob.signals.some((s) => s.type === 'answer'), 'the answer reached bob');
    expect(alice.signals).toEqual([{ from: alice.state().participants[0]!.peerId, type: 'offer' }]);

    alice.video.toggleMute();
    await until(() => bob.state().participants[0]?.IsMuted === true, 'bob sees alice muted');
    alice.video.toggleCamera();
    await until(() => bob.state().participants[0]?.IsCameraOff === true, 'bob sees alice without camera');

    await alice.video.endCall();
    expect(alice.state().phase).toBe('idle');
    await until(() => bob.state().phase === 'idle', 'the call ended for bob');
  });

  test('the chat’s video:call event rings; a rejected ring closes the caller’s prompt', async () => {
    const alice = await openWindow('alice');
    const bob = await openWindow('bob');
    alice.fieldkit.events.emit('video:call', { LoginId: 3, name: 'Bob Stone' });
    await until(() => bob.state().phase === 'incoming', 'bob rung');
    await bob.video.reject();
    expect(bob.state().phase).toBe('idle');
    await until(() => alice.state().phase === 'idle', 'alice’s prompt closed');
    expect(alice.ringtone.ringing).toBe(false);
  });

  test('two windows of bob ring; answering on one stops the other', async () => {
    const alice = await openWindow('alice');
    const bobOne = await openWindow('bob');
    const bobTwo = await openWindow('bob');
    await alice.video.call(3, 'Bob Stone');
    await until(
      () => bobOne.state().phase === 'incoming' && bobTwo.state().phase === 'incoming',
      'both rung',
    );
    await bobTwo.video.accept();
    await until(() => bobOne.state().phase === 'idle', 'the other window stopped ringing');
    expect(bobOne.ringtone.ringing).toBe(false);
    await until(() => alice.state().phase === 'inCall', 'alice in the call');
    expect(alice.state().participants).toHaveLength(1);
  });

  test('a window that connects while a ring is under way rings too, and can answer', async () => {
    const alice = await openWindow('alice');
    // Bob is online (one window open): the ring goes out, and the window he opens now rings too.
    await openWindow('bob');
    await alice.video.call(3, 'Bob Stone');
    const bob = await openWindow('bob');
    await until(() => bob.state().phase === 'incoming', 'the late window rings');
    expect(bob.state().incoming).toMatchObject({ fromUser: 2, fromName: 'Alice Walker', isGroup: false });
    await bob.video.accept();
    await until(() => alice.state().phase === 'inCall', 'alice in the call');
  });

  test('a caller hears busy while bob is in a call, and bob hears nothing', async () => {
    const alice = await openWindow('alice');
    const bob = await openWindow('bob');
    const carol = await openWindow('carol');
    await alice.video.call(3, 'Bob Stone');
    await until(() => bob.state().phase === 'incoming', 'bob rung');
    await bob.video.accept();
    await carol.video.call(3, 'Bob Stone');
    await until(() => carol.state().outgoing?.status === 'busy', 'carol hears busy');
    expect(bob.state().phase).toBe('inCall');
    expect(bob.state().incoming).toBeNull();
  });

  test('nobody answers: the caller sees no answer, the person rung a missed call', async () => {
    const alice = await openWindow('alice');
    const bob = await openWindow('bob');
    await alice.video.call(3, 'Bob Stone');
    await until(() => bob.state().phase === 'incoming', 'bob rung');
    await until(() => alice.state().outgoing?.status === 'noAnswer', 'no answer', RING_MS + 3_000);
    await until(() => bob.state().phase === 'idle', 'the ring stopped for bob');
    expect(bob.fieldkit.notices.getState().notices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ns: 'video', text: 'missedCall', values: { name: 'Alice Walker' } }),
      ]),
    );
    // A 'Missed video call' line lands in their chat conversation, from alice, once.
    const chatApi = createApiClient(bob.fieldkit.http, { chat });
    const lines = await chatApi.chat.getChatDetails({
      params: { companyId: 2, userId: 3, userType: 1, otherUserId: 2, otherUserType: 1, beforeChatDataId: 0 },
    });
    expect(lines.filter((m) => m.Kind === 'missedVideoCall')).toMatchObject([
      { FromUserId: 2, ToUserId: 3, ChatTxt: 'Missed video call' },
    ]);
  });

  test('calling someone with no window open says so at once, and leaves them a missed call', async () => {
    const alice = await openWindow('alice');
    const startedAt = Date.now();
    await alice.video.call(3, 'Bob Stone');
    await until(() => alice.state().outgoing?.status === 'offline', 'offline said');
    // At once: not after the ring's time.
    expect(Date.now() - startedAt).toBeLessThan(RING_MS);
    const bob = await openWindow('bob');
    const chatApi = createApiClient(bob.fieldkit.http, { chat });
    const lines = await chatApi.chat.getChatDetails({
      params: { companyId: 2, userId: 3, userType: 1, otherUserId: 2, otherUserType: 1, beforeChatDataId: 0 },
    });
    expect(lines.filter((m) => m.Kind === 'missedVideoCall').length).toBeGreaterThan(0);
    // Nothing rings late: the window bob opens now hears no ring of it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(bob.state().phase).toBe('idle');
    await until(() => alice.state().phase === 'idle', 'the prompt closed');
  });

  test('an invite rings into the running call; the one who joins offers to everyone in it', async () => {
    const alice = await openWindow('alice');
    const bob = await openWindow('bob');
    const carol = await openWindow('carol');
    await alice.video.call(3, 'Bob Stone');
    await until(() => bob.state().phase === 'incoming', 'bob rung');
    await bob.video.accept();
    await until(() => alice.state().phase === 'inCall', 'alice in the call');

    await alice.video.invite(4, 'Carol Price');
    expect(alice.state().invited).toMatchObject([{ LoginId: 4, ParticipantName: 'Carol Price' }]);
    await until(() => carol.state().phase === 'incoming', 'carol rung');
    expect(carol.state().incoming).toMatchObject({ isGroup: true, fromName: 'Alice Walker' });
    await carol.video.accept();
    expect(
      carol
        .state()
        .participants.map((p) => p.LoginId)
        .sort(),
    ).toEqual([2, 3]);
    await until(() => alice.state().participants.length === 2, 'alice sees carol');
    expect(alice.state().invited).toEqual([]);
    await until(() => bob.state().participants.length === 2, 'bob sees carol');
    await until(
      () => carol.signals.filter((s) => s.type === 'answer').length === 2,
      'carol answered by both',
    );

    // carol leaves: the call goes on for the other two.
    await carol.video.leave();
    await until(
      () => alice.state().participants.length === 1 && bob.state().participants.length === 1,
      'two left',
    );
    expect(alice.state().phase).toBe('inCall');
  });

  test('the people to call come sorted by name, then the pictures of those who have one', async () => {
    const picture = Buffer.from('a picture of bob').toString('base64');
    await t.server.store.db
      .updateTable('chat_profiles')
      .set({ profile_pic: picture })
      .where('login_id', '=', 3)
      .execute();
    const alice = await openWindow('alice');
    await alice.video.loadPeople();
    expect(alice.state().people.map((p) => p.DisplayName)).toEqual(['Bob Stone', 'Carol Price']);
    await until(() => Object.keys(alice.state().pictures).length > 0, 'the pictures loaded');
    expect(alice.state().pictures).toEqual({ 3: picture });
    await t.server.store.db
      .updateTable('chat_profiles')
      .set({ profile_pic: '' })
      .where('login_id', '=', 3)
      .execute();
  });

  test('a second call while one runs is refused with the ongoing-call error', async () => {
    const alice = await openWindow('alice');
    const bob = await openWindow('bob');
    await alice.video.call(3, 'Bob Stone');
    await until(() => bob.state().phase === 'incoming', 'bob rung');
    await alice.video.call(4, 'Carol Price');
    expect(alice.state().outgoing?.toUser).toBe(3);
    expect(alice.fieldkit.notices.getState().notices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ns: 'video', text: 'ongoingCall', severity: 'error' }),
      ]),
    );
  });
});
