import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TOO_MANY_CALLS, TOO_MANY_CONNECTIONS, TOO_MANY_IN_FLIGHT } from '../src/hubs/limits';
import { TokenBuckets } from '../src/limits/token-buckets';
import { signIn, startTestServer, type TestServer } from './helpers';
import { echoClient, hubClient, type RawHubClient, rawUpgrade } from './hub-client';

const RS = '\u001e';
let t: TestServer;
let alice: string;
let bob: string;

// Small limits so the tests reach them quickly: 4 calls in flight per connection and 6 per user, 10 a second after a
// burst of 20, 3 connections.
beforeAll(async () => {
  t = await startTestServer({
    env: {
      HUB_CALLS_IN_FLIGHT: '4',
      HUB_USER_CALLS_IN_FLIGHT: '6',
      HUB_CALLS_PER_SECOND: '10',
      HUB_CALL_BURST: '20',
      HUB_CONNECTIONS_PER_USER: '3',
    },
  });
  alice = (await signIn(t.url, 'alice')).access_token;
  bob = (await signIn(t.url, 'bob')).access_token;
});
afterAll(() => t.dispose());

const handshaken = (token: string): Promise<RawHubClient> => echoClient(t.url, token);

/** The completions received, by invocation id. */
function completions(client: RawHubClient): Map<string, { result?: unknown; error?: string }> {
  const byId = new Map<string, { result?: unknown; error?: string }>();
  for (const text of client.messages) {
    const message = JSON.parse(text) as {
      type?: number;
      invocationId?: string;
      result?: unknown;
      error?: string;
    };
    if (message.type === 3 && message.invocationId) byId.set(message.invocationId, message);
  }
  return byId;
}

const invocation = (id: number) =>
  JSON.stringify({ type: 1, invocationId: String(id), target: 'Echo', arguments: [String(id)] }) + RS;

describe('one connection or one user cannot stall the others', () => {
  test('invocations beyond the cap in flight are answered with an error at once, not queued', async () => {
    const client = await handshaken(alice);
    // Ten invocations in one frame: all arrive before any can finish.
    client.send(Array.from({ length: 10 }, (_, i) => invocation(i + 1)).join(''));
    await client.waitFor(() => completions(client).size === 10);
    const answers = [...completions(client).values()];
    expect(answers.filter((a) => a.result !== undefined).map((a) => a.result)).toEqual(['1', '2', '3', '4']);
    expect(answers.filter((a) => a.error === TOO_MANY_IN_FLIGHT)).toHaveLength(6);
    // Their answers free the connection again.
    client.send(invocation(11));
    await client.waitFor(() => completions(client).get('11') !== undefined);
    expect(completions(client).get('11')).toMatchObject({ result: '11' });
    client.socket.close();
  });

  test('a connection that keeps calling through its refusals is closed, saying why', async () => {
    const client = await handshaken((await signIn(t.url, 'siteadmin')).access_token);
    // Thirty at once: four admitted, then refusals; the twentieth in a row (the burst) closes the connection.
    client.send(Array.from({ length: 30 }, (_, i) => invocation(i + 1)).join(''));
    expect(await client.closed).toBe(1000);
    const close = client.messages
      .map((m) => JSON.parse(m) as { type?: number; error?: string })
      .find((m) => m.type === 7);
    expect(close).toMatchObject({ error: TOO_MANY_IN_FLIGHT, allowReconnect: false });
    expect([...completions(client).values()].filter((a) => a.error === TOO_MANY_IN_FLIGHT)).toHaveLength(20);
  });

  test("a user over their rate is refused on every connection, and another user's calls go through", async () => {
    // A fresh user: bob's bucket is full (the first test spent alice's).
    const first = hubClient(`${t.url}/hubs/echo`, () => bob);
    const second = hubClient(`${t.url}/hubs/echo`, () => bob);
    await Promise.all([first.start(), second.start()]);
    const carolToken = (await signIn(t.url, 'carol')).access_token;
    const carol = hubClient(`${t.url}/hubs/echo`, () => carolToken);
    await carol.start();
    try {
      // One call at a time, alternating connections: under the cap in flight, so only the rate refuses.
      const outcomes: string[] = [];
      for (let i = 0; i < 30; i++)
        outcomes.push(
          await (i % 2 ? first : second).invoke('Echo', String(i)).then(
            () => 'ok',
            (error: Error) => error.message,
          ),
        );
      // The burst of 20 (a few more refill while the calls go out), then refusals naming the rate.
      const accepted = outcomes.filter((o) => o === 'ok').length;
      expect(accepted).toBeGreaterThanOrEqual(20);
      expect(accepted).toBeLessThan(24);
      expect(outcomes.filter((o) => o.includes(TOO_MANY_CALLS)).length).toBe(30 - accepted);
      await expect(carol.invoke('Echo', 'still served')).resolves.toBe('still served');
      // The rate refills: a second later bob is served again.
      await new Promise((r) => setTimeout(r, 1000));
      await expect(first.invoke('Echo', 'again')).resolves.toBe('again');
    } finally {
      await Promise.all([first.stop(), second.stop(), carol.stop()]);
    }
  });

  test("a user's connections beyond the cap are refused with 429 saying why; another user still connects", async () => {
    const dave = (await signIn(t.url, 'dave')).access_token;
    const held = await Promise.all([handshaken(dave), handshaken(dave), handshaken(dave)]);
    const refusal = await rawUpgrade(t.url, `/hubs/echo?access_token=${dave}`);
    expect(refusal.split('\r\n')[0]).toBe('HTTP/1.1 429 Too Many Requests');
    expect(refusal).toContain(TOO_MANY_CONNECTIONS);
    const other = await handshaken(alice);
    other.socket.close();
    // Closing one frees a place.
    held[0]!.socket.close();
    await held[0]!.closed;
    const again = await handshaken(dave);
    for (const client of [again, ...held.slice(1)]) client.socket.close();
  });
});

describe('a user flooding over several connections is let in no faster than over one', () => {
  test('frames read in one turn of the event loop admit the user’s cap in flight, all connections together', async () => {
    const dave = (await signIn(t.url, 'dave')).access_token;
    const clients = await Promise.all([handshaken(dave), handshaken(dave), handshaken(dave)]);
    // Four calls on each connection (each within its own cap of 4), written in one tick: the server reads the
    // three frames in one turn, and admits six of the twelve.
    for (const [c, client] of clients.entries())
      client.send(Array.from({ length: 4 }, (_, i) => invocation(100 + c * 10 + i)).join(''));
    await Promise.all(clients.map((client) => client.waitFor(() => completions(client).size === 4)));
    const answers = clients.flatMap((client) => [...completions(client).values()]);
    expect(answers.filter((a) => a.result !== undefined)).toHaveLength(6);
    expect(answers.filter((a) => a.error === TOO_MANY_CALLS)).toHaveLength(6);
    // The turn over, the user is let in again.
    await new Promise((r) => setTimeout(r, 100));
    clients[2]!.send(invocation(200));
    await clients[2]!.waitFor(() => completions(clients[2]!).get('200') !== undefined);
    expect(completions(clients[2]!).get('200')).toMatchObject({ result: '200' });
    for (const client of clients) client.socket.close();
  });
});

describe('token buckets', () => {
  test('a burst, then the rate, per key; an amount at once or none of it; full buckets are forgotten', () => {
    const buckets = new TokenBuckets<string>(2, 3);
    const taken = Array.from({ length: 5 }, () => buckets.take('a', 0));
    expect(taken).toEqual([true, true, true, false, false]);
    expect(buckets.take('b', 0)).toBe(true);
    expect(buckets.take('a', 499)).toBe(false);
    expect(buckets.take('a', 500)).toBe(true);
    expect(buckets.take('c', 0, 4)).toBe(false);
    expect(buckets.available('c', 0)).toBe(3);
    expect(buckets.take('c', 0, 3)).toBe(true);
    buckets.prune(10_000);
    expect(buckets.size).toBe(0);
  });
});
