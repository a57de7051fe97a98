import { RuntimeConfig } from '../contract/runtime-config';

/** Raised when `config.json` cannot be fetched or does not match the runtime config schema. */
export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/** Parses a runtime config object, filling defaults (production true, version 'DEV', fallback WebLog ApiKey, ...). */
export function parseRuntimeConfig(value: unknown, source = 'runtime config'): RuntimeConfig {
  const result = RuntimeConfig.safeParse(value);
  if (!result.success) {
    const problems = result.error.issues
      .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
      .join('; ');
    throw new RuntimeConfigError(`Invalid ${source}: ${problems}`);
  }
  return result.data;
}

/** Loads `config.json` before the app starts (the spec's startup configuration load). */
export async function loadRuntimeConfig(
  url = './config.json',
  fetchImpl: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchImpl(url, { headers: { Accept: 'application/json' }, cache: 'no-cache' });
  } catch (error) {
    throw new RuntimeConfigError(`Runtime config ${url} could not be fetched: ${(error as Error).message}`);
  }
  if (!response.ok) {
    throw new RuntimeConfigError(
      `Runtime config ${url} could not be loaded: ${response.status} ${response.statusText}`.trim(),
    );
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new RuntimeConfigError(`Runtime config ${url} is not valid JSON`);
  }
  return parseRuntimeConfig(json, `runtime config ${url}`);
}
