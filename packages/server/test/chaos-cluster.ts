import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { type Chat, createChat } from '@fieldkit/chat-widget';
import type { ConnectivityWindow } from '@fieldkit/core';
import { createFieldkit, createMemoryStorage, type Fieldkit } from '@fieldkit/core';
import { CHAT_RESYNC_LIMIT, chatHub, sameOriginConfig } from '@fieldkit/core/contract';
import { freePort, type LocalPostgres, startLocalPostgres } from '../scripts/local-postgres';
import { type LocalRedis, startLocalRedis } from '../scripts/local-redis';
import { type ServerProcess, startServerProcess } from '../scripts/server-process';
import { tempDataDir } from './helpers';

/** Three server processes from the sources, one PostgreSQL and one Redis, all throwaway. */
export interface Cluster {
  servers: ServerProcess[];
  redis: LocalRedis;
  databaseUrl: string;
  /** Kills server `index` with SIGKILL and starts it again on its port; resolves once it listens. */
  crashAndRestart(index: number): Promise<void>;
  dispose(): Promise<void>;
}

export async function startCluster(processes = 3): Promise<Cluster> {
  const postgres: LocalPostgres = await startLocalPostgres({ throwaway: true });
  const redis = await startLocalRedis();
  const dataDir = tempDataDir();
  const databaseUrl = await postgres.createDatabase('fieldkit_chaos');
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    TOKEN_SECRET: 'test-secret-of-sufficient-length',
    SHELL_DIR: join(dataDir, 'no-shell'),
    // Hundreds of people sign in from this one address.
    SIGN_IN_ATTEMPTS_PER_MINUTE: '100000',
  };
  const ports = await Promise.all(Array.from({ length: processes }, () => freePort()));
  const start = (port: number) => startServerProcess({ port, env, fromSource: true });
  // The first migrates and seeds the store; the others find it ready.
  const servers = [await start(ports[0]!)];
  servers.push(...(await Promise.all(ports.slice(1).map(start))));
  return {
    servers,
    redis,
    databaseUrl,
    async crashAndRestart(index) {
      await servers[index]!.kill();
      servers[index] = await start(ports[index]!);
    },
    async dispose() {
      await Promise.all(servers.map((server) => server.stop()));
      await redis.dispose();
      await postgres.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A signed-in person with the real chat model, talking to one partner whose conversation stays open. */
export interface Person {
  loginId: number;
  partner: number;
  fieldkit: Fieldkit;
  chat: Chat;
  /**
   * Milliseconds from each reconnect after a drop, or each resync request of the server, to the end of the gap's last
   * page, with the fault then current.
   */
  resyncs: Array<{ fault: string; ms: number }>;
  /** Whether the person is connected and has caught up since their last drop. */
  settled(): boolean;
}

/**
 * Signs `username` in at `base` (a server, or a network path to one) and starts a chat with the conversation with
 * `partner` open, as a person at their desk has it. `fault()` names the fault under way when a drop starts; `window`
 * is the browser window whose online and offline events the person's hub follows.
 */
export async function personAt(
  base: string,
  person: { loginId: number; username: string },
  partner: number,
  fault: () => string,
  window?: ConnectivityWindow,
): Promise<Person> {
  const resyncs: Person['resyncs'] = [];
  // The reconnect or resync request that a resync follows, and the fault that caused it.
  let reconnected: { at: number; fault: string } | null = null;
  let droppedIn = '';
  const timedFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const url = String(input instanceof Request ? input.url : input);
    if (reconnected && url.includes('/GetChatDetailsAfter/')) {
      const page = (await response.clone().json()) as unknown[];
      if (page.length < CHAT_RESYNC_LIMIT) {
        resyncs.push({ fault: reconnected.fault, ms: performance.now() - reconnected.at });
        reconnected = null;
      }
    }
    return response;
  };
  const fieldkit = createFieldkit({
    config: sameOriginConfig(base),
    storage: createMemoryStorage(),
    fetch: timedFetch,
    ...(window ? { window } : {}),
  });
  await fieldkit.actions.signIn(person.username, 'demo1234');
  const chat = createChat({ fieldkit });
  chat.store.subscribe((now, before) => {
    if (before.connection === 'Connected' && now.connection !== 'Connected') droppedIn = fault();
    if (now.connection === 'Connected' && before.connection !== 'Connected' && droppedIn)
      reconnected = { at: performance.now(), fault: droppedIn };
  });
  // The server's resync request, on a connection that stayed open, starts a resync too.
  fieldkit.hub(chatHub).onResync(() => {
    reconnected = { at: performance.now(), fault: fault() };
  });
  await chat.start();
  await chat.openConversation({ userId: partner, userType: 1, name: `Person ${partner}` });
  return {
    loginId: person.loginId,
    partner,
    fieldkit,
    chat,
    resyncs,
    settled: () => chat.store.getState().connection === 'Connected' && reconnected === null,
  };
}

/** The texts a person's open conversation shows, oldest first, and what is still waiting in their outbox. */
export function shown(person: Person): { texts: string[]; ids: number[]; waiting: number } {
  const state = person.chat.store.getState();
  return {
    texts: state.messages.map((m) => m.ChatTxt),
    ids: state.messages.map((m) => m.ChatDataId),
    waiting: state.outbox.length,
  };
}

/** Resolves once `check` holds, polling; throws with `describe()` when `timeoutMs` passes first. */
export async function until(check: () => boolean, timeoutMs: number, describe: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${describe()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
