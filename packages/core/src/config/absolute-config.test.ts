import { describe, expect, it } from 'vitest';
import { sameOriginConfig } from '../contract/runtime-config';
import { absoluteConfig, loadEmbeddedConfig } from './absolute-config';
import { parseRuntimeConfig } from './load-runtime-config';

describe("an embedded element calls the server that served its config, not the portal's origin", () => {
  it('resolves relative api, hub and i18n bases against the config URL', () => {
    const config = absoluteConfig(
      parseRuntimeConfig(sameOriginConfig()),
      'http://app.example.com:4281/config.json',
    );
    expect(config.apiBase.chat).toBe('http://app.example.com:4281/api/chat/');
    expect(config.apiBase.auth).toBe('http://app.example.com:4281/api/auth/');
    expect(config.hubBase).toBe('http://app.example.com:4281/');
    expect(config.i18nPath).toBe('http://app.example.com:4281/assets/i18n/');
  });

  it('keeps absolute bases as they are', () => {
    const config = absoluteConfig(
      parseRuntimeConfig(sameOriginConfig('https://api.example.com')),
      'http://app.example.com/config.json',
    );
    expect(config.apiBase.chat).toBe('https://api.example.com/api/chat/');
    expect(config.hubBase).toBe('https://api.example.com/');
  });
});

describe('an element loads its config from config-url, relative to the page that embeds it', () => {
  it('fetches the config URL resolved against the page, and resolves the bases against that URL', async () => {
    const asked: string[] = [];
    const fetchConfig = (async (input: RequestInfo | URL) => {
      asked.push(String(input));
      return new Response(JSON.stringify(sameOriginConfig()), {
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof fetch;
    const config = await loadEmbeddedConfig(
      '../fk/config.json',
      'http://portal.example/pages/help.html',
      fetchConfig,
    );
    expect(asked).toEqual(['http://portal.example/fk/config.json']);
    expect(config.apiBase.chat).toBe('http://portal.example/api/chat/');
    expect(config.i18nPath).toBe('http://portal.example/fk/assets/i18n/');
  });
});
