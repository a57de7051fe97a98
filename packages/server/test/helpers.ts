import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TokenGrant } from '@fieldkit/core/contract';
import { type CreateServerOptions, createServer, type FieldkitServer } from '../src/http/server';

/** A real server on a free loopback port, with its own data folder and captured log lines. */
export interface TestServer {
  server: FieldkitServer;
  url: string;
  dataDir: string;
  logs: string[];
  /** Stops the server (the data folder is kept for a restart). */
  stop(): Promise<void>;
  /** Stops the server and removes its data folder. */
  dispose(): Promise<void>;
}

/** A fresh data folder under the system temp folder. */
export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'fieldkit-server-test-'));
}

/** Starts a server on `port` (0 for any free port) over `dataDir`. */
export async function startTestServer(
  options: { dataDir?: string; port?: number } & Omit<CreateServerOptions, 'logStream'> = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? tempDataDir();
  const logs: string[] = [];
  const server = createServer({
    ...options,
    env: {
      DATA_DIR: dataDir,
      PORT: String(options.port ?? 0),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      TOKEN_SECRET: 'test-secret-of-sufficient-length',
      SHELL_DIR: join(dataDir, 'no-shell'),
      ...options.env,
    },
    logStream: { write: (line) => void logs.push(line) },
  });
  const url = await server.start();
  return {
    server,
    url,
    dataDir,
    logs,
    stop: () => server.stop(),
    async dispose() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A JSON call: status and parsed body. */
export async function call(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of many shapes; each assertion checks the shape.
): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(base + path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the text itself is returned.
  }
  return { status: response.status, body };
}

/** Signs a demo login in; throws when it fails. */
export async function signIn(base: string, username: string, password = 'demo1234'): Promise<TokenGrant> {
  const { status, body } = await call(base, 'POST', '/api/auth/Account/SignIn', {
    body: { UserName: username, Password: password },
  });
  if (status !== 200) throw new Error(`Sign-in of ${username} failed: ${status} ${JSON.stringify(body)}`);
  return body as TokenGrant;
}
