import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FALLBACK_WEBLOG_API_KEY } from '@fieldkit/core/contract';
import { afterEach, describe, expect, test } from 'vitest';
import { loadConfig } from './config';
import { runtimeConfig } from './http/shell';

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fieldkit-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('configuration comes from the environment with safe defaults', () => {
  test('defaults: port 4280 on 127.0.0.1, SQLite, one session per user, the fallback WebLog key', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      port: 4280,
      host: '127.0.0.1',
      databaseUrl: undefined,
      redisUrl: undefined,
      trustProxy: undefined,
      tokenTtlMinutes: 60,
      singleSession: true,
      allowedOrigins: [],
      webLogApiKey: FALLBACK_WEBLOG_API_KEY,
      signInAttemptsPerMinute: 10,
    });
  });

  test('SIGN_IN_ATTEMPTS_PER_MINUTE sets the sign-in limit; nonsense is refused by name', () => {
    expect(
      loadConfig({ DATA_DIR: dataDir(), SIGN_IN_ATTEMPTS_PER_MINUTE: '200' }).signInAttemptsPerMinute,
    ).toBe(200);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SIGN_IN_ATTEMPTS_PER_MINUTE: '0' })).toThrow(
      /SIGN_IN_ATTEMPTS_PER_MINUTE/,
    );
  });

  test('ICE_SERVERS gives config.json its STUN and TURN servers (none by default); a malformed list stops the start', () => {
    expect(runtimeConfig(loadConfig({ DATA_DIR: dataDir() })).iceServers).toEqual([]);
    const servers = [
      { urls: ['stun:turn.example.com:3478'] },
      { urls: ['turn:turn.example.com:3478'], username: 'fieldkit', credential: 'secret' },
    ];
    const config = loadConfig({ DATA_DIR: dataDir(), ICE_SERVERS: JSON.stringify(servers) });
    expect(runtimeConfig(config).iceServers).toEqual(servers);
    for (const bad of ['stun:x', '[{"urls":"stun:x"}]', '{}'])
      expect(() => loadConfig({ DATA_DIR: dataDir(), ICE_SERVERS: bad })).toThrow(/ICE_SERVERS/);
  });

  test('SMS_EMAIL_POLL_MS sets the counts poll the app reads from config.json (90,000 ms by default, 1 s at least)', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).smsEmailPollMs).toBe(90_000);
    const config = loadConfig({ DATA_DIR: dataDir(), SMS_EMAIL_POLL_MS: '2000' });
    expect(runtimeConfig(config).smsEmailPollMs).toBe(2000);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SMS_EMAIL_POLL_MS: '10' })).toThrow(/SMS_EMAIL_POLL_MS/);
  });

  test('VIDEO_RING_TIMEOUT_MS sets how long a video call rings (30,000 ms by default, 100 ms at least)', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).videoRingTimeoutMs).toBe(30_000);
    expect(loadConfig({ DATA_DIR: dataDir(), VIDEO_RING_TIMEOUT_MS: '5000' }).videoRingTimeoutMs).toBe(5000);
    expect(() => loadConfig({ DATA_DIR: dataDir(), VIDEO_RING_TIMEOUT_MS: '10' })).toThrow(
      /VIDEO_RING_TIMEOUT_MS/,
    );
  });

  test('without TOKEN_SECRET a secret is made once and kept in DATA_DIR/secret', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(readFileSync(join(dir, 'secret'), 'utf8')).toBe(first.tokenSecret);
    expect(loadConfig({ DATA_DIR: dir }).tokenSecret).toBe(first.tokenSecret);
  });

  test('lists and flags are parsed; a bad value names the variable', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      ALLOWED_ORIGINS: 'http://a.test, http://b.test',
      SINGLE_SESSION: 'false',
    });
    expect(config.allowedOrigins).toEqual(['http://a.test', 'http://b.test']);
    expect(config.singleSession).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(/PORT/);
  });
});
