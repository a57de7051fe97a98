import { HubConnectionState } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signIn, startTestServer, type TestServer, until } from './helpers';
import { hubClient, rawHubClient } from './hub-client';

const RS = '\u001e';
let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer({ hubTiming: { pingIntervalMs: 200, clientTimeoutMs: 1500 } });
  token = (await signIn(t.url, 'alice')).access_token;
});
afterAll(() => t.dispose());

describe('the official SignalR client talks to the echo hub', () => {
  test('connects with skipNegotiation over WebSockets; invoke returns the result, case-insensitively', async () => {
    const connection = hubClient(`${t.url}/hubs/echo`, () => token);
    await connection.start();
    try {
      expect(connection.state).toBe(HubConnectionState.Connected);
      expect(await connection.invoke('Echo', 'hello')).toBe('hello');
      expect(await connection.invoke('eCHO', 'again')).toBe('again');
    } finally {
      await connection.stop();
    }
  });

  test('an invocation that fails completes with the error message', async () => {
    const connection = hubClient(`${t.url}/hubs/echo`, () => token);
    await connection.start();
    try {
      await expect(connection.invoke('Fail', 'broken on purpose')).rejects.toThrow(/broken on purpose/);
      await expect(connection.invoke('NoSuchMethod')).rejects.toThrow(/Unknown hub method/);
    } finally {
      await connection.stop();
    }
  });

  test('send (no invocation id) makes the server call the client method Pushed', async () => {
    const connection = hubClient(`${t.url}/hubs/echo`, () => token);
    const pushed = new Promise<string>((resolve) => connection.on('Pushed', resolve));
    await connection.start();
    try {
      await connection.send('Push', 'from the server');
      expect(await pushed).toBe('from the server');
    } finally {
      await connection.stop();
    }
  });

  test('connects through negotiate too', async () => {
    const connection = hubClient(`${t.url}/hubs/echo`, () => token, { skipNegotiation: false });
    await connection.start();
    try {
      expect(connection.connectionId).toBeTypeOf('string');
      expect(await connection.invoke('Echo', 'negotiated')).toBe('negotiated');
    } finally {
      await connection.stop();
    }
  });

  test('a bad token is refused before the upgrade', async () => {
    const connection = hubClient(`${t.url}/hubs/echo`, () => 'not-a-token');
    await expect(connection.start()).rejects.toThrow();
    expect(connection.state).toBe(HubConnectionState.Disconnected);
    await expect(rawHubClient(`${t.url}/hubs/echo`, 'not-a-token')).rejects.toThrow('HTTP 401');
    await expect(rawHubClient(`${t.url}/hubs/echo`, undefined)).rejects.toThrow('HTTP 401');
    await expect(rawHubClient(`${t.url}/hubs/nope`, token)).rejects.toThrow('HTTP 404');
  });

  test('the token is also read from ?access_token= (browsers)', async () => {
    const raw = await rawHubClient(`${t.url}/hubs/echo?access_token=${token}`, undefined);
    raw.send(`{"protocol":"json","version":1}${RS}`);
    expect(await raw.waitFor((m) => m === '{}')).toBe('{}');
    raw.socket.close();
  });
});

describe('the JSON hub protocol', () => {
  test('several messages in one frame are all answered', async () => {
    const raw = await rawHubClient(`${t.url}/hubs/echo`, token);
    raw.send(
      `{"protocol":"json","version":1}${RS}` +
        `{"type":1,"invocationId":"a","target":"Echo","arguments":["one"]}${RS}` +
        `{"type":1,"invocationId":"b","target":"Echo","arguments":["two"]}${RS}`,
    );
    expect(JSON.parse(await raw.waitFor((m) => m.includes('"a"')))).toEqual({
      type: 3,
      invocationId: 'a',
      result: 'one',
    });
    expect(JSON.parse(await raw.waitFor((m) => m.includes('"b"')))).toMatchObject({ result: 'two' });
    raw.socket.close();
  });

  test('a message cut across frames is read once its separator arrives; the answers come in text frames', async () => {
    const raw = await rawHubClient(`${t.url}/hubs/echo`, token);
    const binary: boolean[] = [];
    raw.socket.on('message', (_data, isBinary) => binary.push(isBinary));
    const call = `{"type":1,"invocationId":"c","target":"echo","arguments":["cut"]}${RS}`;
    raw.send(`{"protocol":"json","version":1}${RS}${call.slice(0, 20)}`);
    await raw.waitFor((m) => m === '{}');
    raw.send(call.slice(20, 40));
    raw.send(call.slice(40));
    expect(JSON.parse(await raw.waitFor((m) => m.includes('"c"')))).toEqual({
      type: 3,
      invocationId: 'c',
      result: 'cut',
    });
    expect(binary).toEqual([false, false]);
    raw.socket.close();
  });

  test('arguments that do not match the contract fail the invocation, and the handler never runs', async () => {
    const raw = await rawHubClient(`${t.url}/hubs/echo`, token);
    raw.send(
      `{"protocol":"json","version":1}${RS}` +
        `{"type":1,"invocationId":"n","target":"Echo","arguments":[42]}${RS}` +
        `{"type":1,"invocationId":"m","target":"Echo","arguments":["one","two"]}${RS}` +
        `{"type":1,"invocationId":"p","target":"Push","arguments":[{"text":"x"}]}${RS}` +
        `{"type":1,"invocationId":"ok","target":"Echo","arguments":["fine"]}${RS}`,
    );
    for (const id of ['n', 'm', 'p']) {
      expect(JSON.parse(await raw.waitFor((m) => m.includes(`"invocationId":"${id}"`)))).toEqual({
        type: 3,
        invocationId: id,
        error: 'Invalid arguments.',
      });
    }
    expect(JSON.parse(await raw.waitFor((m) => m.includes('"ok"')))).toMatchObject({ result: 'fine' });
    // Push ran for none of them: nothing was pushed back.
    expect(raw.messages.some((m) => m.includes('"Pushed"'))).toBe(false);
    raw.socket.close();
  });

  test('a handshake asking for another protocol gets an error and the socket is closed', async () => {
    const raw = await rawHubClient(`${t.url}/hubs/echo`, token);
    raw.send(`{"protocol":"messagepack","version":1}${RS}`);
    expect(JSON.parse(await raw.waitFor((m) => m.includes('error'))).error).toMatch(/messagepack/);
    await raw.closed;
  });

  test('the server pings, and drops a client silent for longer than the client timeout', async () => {
    const raw = await rawHubClient(`${t.url}/hubs/echo`, token);
    raw.send(`{"protocol":"json","version":1}${RS}`);
    await raw.waitFor((m) => m === '{"type":6}');
    const started = Date.now();
    await raw.closed;
    expect(Date.now() - started).toBeGreaterThan(800);
  });
});

describe('a session revoked by a second sign-in closes its hub connections without reconnect', () => {
  test('onclose fires with "Signed in elsewhere", the state is Disconnected and no reconnect starts', async () => {
    const first = await signIn(t.url, 'carol');
    const connection = hubClient(`${t.url}/hubs/echo`, () => first.access_token);
    let reconnecting = false;
    connection.onreconnecting(() => {
      reconnecting = true;
    });
    const closed = new Promise<Error | undefined>((resolve) => connection.onclose(resolve));
    await connection.start();
    await signIn(t.url, 'carol');
    const error = await closed;
    expect(error?.message).toMatch(/Signed in elsewhere/);
    expect(connection.state).toBe(HubConnectionState.Disconnected);
    expect(reconnecting).toBe(false);
  });

  test('the raw close message says allowReconnect false', async () => {
    const first = await signIn(t.url, 'siteadmin');
    const raw = await rawHubClient(`${t.url}/hubs/echo`, first.access_token);
    raw.send(`{"protocol":"json","version":1}${RS}`);
    await raw.waitFor((m) => m === '{}');
    await signIn(t.url, 'siteadmin');
    const close = await raw.waitFor((m) => m.includes('"type":7'));
    expect(JSON.parse(close)).toEqual({ type: 7, allowReconnect: false, error: 'Signed in elsewhere' });
  });
});

describe('the keep-alive tick re-checks every connected session', () => {
  const sessionOf = (token: string) =>
    (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

  test.each([
    ['expired', { expires_at: new Date(Date.now() - 1000).toISOString() }, /session has ended/],
    [
      // A sign-in on another process: its revocation reached the store before its message reached this process.
      'revoked elsewhere',
      { revoked_at: new Date().toISOString(), revoked_reason: 'Signed in elsewhere' },
      /Signed in elsewhere$/,
    ],
  ])(
    'a session %s since the connection opened (no event of this process says so) closes it, with the reason the session ended for, without reconnect',
    async (_name, change, reason) => {
      const grant = await signIn(t.url, 'bob');
      const connection = hubClient(`${t.url}/hubs/echo`, () => grant.access_token);
      let reconnecting = false;
      connection.onreconnecting(() => {
        reconnecting = true;
      });
      const closed = new Promise<Error | undefined>((resolve) => connection.onclose(resolve));
      await connection.start();
      expect(await connection.invoke('Echo', 'still here')).toBe('still here');
      // Written straight to the store, as another process or the clock would leave it.
      await t.server.store.db
        .updateTable('sessions')
        .set(change)
        .where('session_id', '=', sessionOf(grant.access_token))
        .execute();
      const error = await closed;
      expect(error?.message).toMatch(reason);
      expect(reconnecting).toBe(false);
    },
  );
});

describe('graceful shutdown and reconnect', () => {
  test('clients are told to reconnect, and find the new server on the same port', async () => {
    const first = await startTestServer();
    const port = Number(new URL(first.url).port);
    const grant = await signIn(first.url, 'dave');
    const connection = hubClient(`${first.url}/hubs/echo`, () => grant.access_token);
    const raw = await rawHubClient(`${first.url}/hubs/echo`, grant.access_token);
    raw.send(`{"protocol":"json","version":1}${RS}`);
    await raw.waitFor((m) => m === '{}');
    let reconnected = false;
    connection.onreconnected(() => {
      reconnected = true;
    });
    await connection.start();

    await first.stop();
    const close = JSON.parse(await raw.waitFor((m) => m.includes('"type":7')));
    expect(close).toMatchObject({ type: 7, allowReconnect: true });
    expect(connection.state).toBe(HubConnectionState.Reconnecting);

    const second = await startTestServer({ dataDir: first.dataDir, port });
    try {
      await until(() => reconnected, 15_000);
      expect(connection.state).toBe(HubConnectionState.Connected);
      expect(await connection.invoke('Echo', 'back again')).toBe('back again');
    } finally {
      await connection.stop();
      await second.dispose();
    }
  });
});
