import { createFieldkit, createMemoryStorage, type Fieldkit, type Hub, type HubState } from '@fieldkit/core';
import { hubs, sameOriginConfig } from '@fieldkit/core/contract';
import { afterEach, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer, until } from './helpers';

// Core's hub factory and composition root against the real server: what a browser widget does, in Node.

const sessionOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.dispose();
});

async function fieldkitOn(server: TestServer, username: string): Promise<Fieldkit> {
  const fieldkit = createFieldkit({ config: sameOriginConfig(server.url), storage: createMemoryStorage() });
  await fieldkit.actions.signIn(username, 'demo1234');
  return fieldkit;
}

function recordStates(hub: Pick<Hub, 'state'>): HubState[] {
  const states: HubState[] = [hub.state.getState()];
  hub.state.subscribe((state) => states.push(state));
  return states;
}

describe('core hub: official client, observable state, on() returns its unsubscribe', () => {
  test('connects, invokes, and an unsubscribed handler hears nothing more', async () => {
    const server = await startTestServer();
    servers.push(server);
    const fieldkit = await fieldkitOn(server, 'dave');
    const hub = fieldkit.hub(hubs.echo);
    const states = recordStates(hub);
    await hub.start();
    expect(states).toEqual(['Disconnected', 'Connecting', 'Connected']);
    expect(await hub.invoke('Echo', 'hello')).toBe('hello');

    const heard: string[] = [];
    const stillHeard: string[] = [];
    const off = hub.on('Pushed', (text) => {
      heard.push(String(text));
    });
    hub.on('Pushed', (text) => {
      stillHeard.push(String(text));
    });
    await hub.invoke('Push', 'one');
    await until(() => stillHeard.length === 1);
    off();
    await hub.invoke('Push', 'two');
    await until(() => stillHeard.length === 2);
    expect(heard).toEqual(['one']);
    await hub.stop();
  });
});

describe('core hub: reconnected signal, and the token read from the session on every reconnect', () => {
  test('after a server restart the hub reconnects with the token the session holds then, and says so', async () => {
    const first = await startTestServer();
    const port = Number(new URL(first.url).port);
    const fieldkit = await fieldkitOn(first, 'dave');
    const hub = fieldkit.hub(hubs.echo);
    const states = recordStates(hub);
    let reconnects = 0;
    hub.onReconnected(() => {
      reconnects += 1;
    });
    await hub.start();

    // The session now holds carol's token: a reconnect must use it, not the one the hub started with.
    await fieldkit.actions.signIn('carol', 'demo1234');
    const carolSession = sessionOf(fieldkit.session.getState().token!);

    await first.stop();
    await until(() => states.at(-1) === 'Reconnecting');
    const second = await startTestServer({ dataDir: first.dataDir, port });
    servers.push(second);
    await until(() => reconnects === 1);
    expect(states.slice(-2)).toEqual(['Reconnecting', 'Connected']);
    expect(await hub.invoke('Echo', 'back')).toBe('back');
    second.server.hubs.closeSession(carolSession, 'test over', false);
    await until(() => hub.state.getState() === 'Disconnected');
  });
});

describe('core hub: a sign-out stops the hubs of the session', () => {
  test('a sign-out the server never hears of still closes the hub: nothing stays connected without a session', async () => {
    const server = await startTestServer();
    servers.push(server);
    const fieldkit = await fieldkitOn(server, 'dave');
    const hub = fieldkit.hub(hubs.echo);
    await hub.start();
    expect(hub.state.getState()).toBe('Connected');
    // The token is no longer good (as when it lapsed): the logout call is refused, so the server closes nothing.
    fieldkit.session.setState({ token: 'lapsed.token.value' });
    await fieldkit.actions.signOut();
    await until(() => hub.state.getState() === 'Disconnected');
    await until(() => server.server.hubs.size === 0);
  });
});

describe('core hub: a session the server ends over the hub', () => {
  test("a sign-in elsewhere closes the older session's hub, and it is told plainly and signed out, as for a 401", async () => {
    const server = await startTestServer();
    servers.push(server);
    const first = await fieldkitOn(server, 'dave');
    const hub = first.hub(hubs.echo);
    await hub.start();
    // Nothing but the hub would tell this tab: no HTTP call of its own meets a 401.
    await fieldkitOn(server, 'dave');
    await until(() => hub.state.getState() === 'Disconnected');
    await until(() => first.notices.getState().notices.length > 0);
    expect(first.notices.getState().notices.map((n) => [n.title, n.text])).toEqual([
      ['session.logoutTitle', 'session.expired'],
    ]);
    expect(first.session.getState().token).not.toBeNull();
    await until(() => first.session.getState().token === null, 5_000);
  });
});
