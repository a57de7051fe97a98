import { createFieldkit, createMemoryStorage } from '@fieldkit/core';
import type { IncomingVideoSignal } from '@fieldkit/core/contract';
import { demoSession, fakeHub, testConfigInput } from '@fieldkit/core/testing';
import { describe, expect, it } from 'vitest';
import { createVideoCall } from './video-call';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A window of the demo user on a stand-in video hub that answers GetRings with `rings()`. */
async function windowWithRings(rings: () => IncomingVideoSignal[]) {
  const fieldkit = createFieldkit({
    config: testConfigInput,
    storage: createMemoryStorage(),
    fetch: async () => Response.json({ IsEnabled: true }),
  });
  fieldkit.session.setState({ token: 'test-token', expiresAt: Date.now() + 3_600_000, session: demoSession });
  const server = fakeHub((method) => (method === 'GetRings' ? rings() : null), 'http://fk.test/hubs/video');
  const video = createVideoCall({
    fieldkit,
    hub: server.hub,
    transport: () => {
      throw new Error('no call is made here');
    },
    ringtone: { play: async () => true, stop() {} },
  });
  await video.start();
  return { server, video };
}

const ring: IncomingVideoSignal = {
  fromUser: 2,
  toUser: demoSession.LoginId,
  isGroup: false,
  signalType: 'StartCall',
  roomName: '1764000000000',
  fromName: 'Alice Walker',
};

describe("the server's resync request", () => {
  it('rings for a call whose ring push was lost while the connection stayed open', async () => {
    let ringing: IncomingVideoSignal[] = [];
    const { server, video } = await windowWithRings(() => ringing);
    await settle();
    expect(video.store.getState().phase).toBe('idle');
    // Rung through a process whose link to this one was cut: the push never came.
    ringing = [ring];
    server.askResync();
    await settle();
    expect(video.store.getState()).toMatchObject({
      phase: 'incoming',
      incoming: { fromName: 'Alice Walker' },
    });
    expect(server.hub.state.getState()).toBe('Connected');
    video.dispose();
  });
});
