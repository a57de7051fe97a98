import { parseRuntimeConfig } from '@fieldkit/core';
import { sameOriginConfig } from '@fieldkit/core/contract';
import { describe, expect, it } from 'vitest';
import { absoluteConfig } from './absolute-config';

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
