import { describe, expect, it } from 'vitest';
import { FALLBACK_WEBLOG_API_KEY, sameOriginConfig } from '../contract/runtime-config';
import { loadRuntimeConfig, RuntimeConfigError } from './load-runtime-config';

const serve =
  (body: string, status = 200): typeof fetch =>
  async () =>
    new Response(body, { status, headers: { 'Content-Type': 'application/json' } });

describe('runtime config is loaded before start, missing fields get defaults', () => {
  it('fills production true, version DEV, the fallback WebLog ApiKey and the i18n path', async () => {
    const config = await loadRuntimeConfig('./config.json', serve(JSON.stringify(sameOriginConfig())));
    expect(config.production).toBe(true);
    expect(config.version).toBe('DEV');
    expect(config.webLogApiKey).toBe(FALLBACK_WEBLOG_API_KEY);
    expect(config.i18nPath).toBe('./assets/i18n/');
    expect(config.defaultLanguage).toBe('en-GB');
    expect(config.apiBase.inventory).toBe('/api/inventory/');
  });

  it('keeps the values the file gives', async () => {
    const file = { ...sameOriginConfig(), production: false, version: '2.4.1', webLogApiKey: 'k-1' };
    const config = await loadRuntimeConfig('./config.json', serve(JSON.stringify(file)));
    expect(config).toMatchObject({ production: false, version: '2.4.1', webLogApiKey: 'k-1' });
  });

  it('fetches the given url', async () => {
    const seen: string[] = [];
    const fetchImpl: typeof fetch = async (input) => {
      seen.push(String(input));
      return new Response(JSON.stringify(sameOriginConfig()));
    };
    await loadRuntimeConfig('/app/config.json', fetchImpl);
    expect(seen).toEqual(['/app/config.json']);
  });
});

describe('a clear error when the runtime config is missing or invalid', () => {
  it('names the url and status when the file is missing', async () => {
    await expect(loadRuntimeConfig('./config.json', serve('not found', 404))).rejects.toThrow(
      /config\.json could not be loaded: 404/,
    );
  });

  it('says the file is not JSON', async () => {
    await expect(loadRuntimeConfig('./config.json', serve('{oops'))).rejects.toThrow(/not valid JSON/);
  });

  it('names the field that does not match', async () => {
    const error = await loadRuntimeConfig('./config.json', serve(JSON.stringify({ production: true }))).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(RuntimeConfigError);
    expect((error as Error).message).toMatch(/apiBase/);
  });

  it('reports a network failure', async () => {
    const failing: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(loadRuntimeConfig('./config.json', failing)).rejects.toThrow(
      /could not be fetched: fetch failed/,
    );
  });
});
