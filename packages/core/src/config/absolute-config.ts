import type { RuntimeConfig } from '../contract/runtime-config';
import { loadRuntimeConfig } from './load-runtime-config';

const absolute = (url: string, base: string) => new URL(url, base).href;

/**
 * A runtime config whose relative base URLs (`/api/chat/`, `/`, `./assets/i18n/`) are resolved against the URL the
 * config was loaded from: a portal of another origin then calls the server that served the config, not itself.
 */
export function absoluteConfig(config: RuntimeConfig, configUrl: string): RuntimeConfig {
  const apiBase = Object.fromEntries(
    Object.entries(config.apiBase).map(([service, base]) => [service, absolute(base, configUrl)]),
  ) as RuntimeConfig['apiBase'];
  return {
    ...config,
    apiBase,
    hubBase: absolute(config.hubBase, configUrl),
    i18nPath: absolute(config.i18nPath, configUrl),
  };
}

/**
 * The config of an element embedded in another site: `config-url` resolved against the page (`base`), loaded, and
 * its relative bases resolved against where it was loaded from.
 */
export async function loadEmbeddedConfig(
  configUrl: string,
  base: string = document.baseURI,
  fetchImpl: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  const url = new URL(configUrl, base).href;
  return absoluteConfig(await loadRuntimeConfig(url, fetchImpl), url);
}
