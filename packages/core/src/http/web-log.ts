import type { WebLogEntry } from '../contract/log';
import type { RuntimeConfig } from '../contract/runtime-config';

/** The WebLog URL: `{inventory API base}Log/WebLog`. */
export function webLogUrl(config: RuntimeConfig): string {
  return `${config.apiBase.inventory}Log/WebLog`;
}

const cut = (value: string, max: number): string => (value.length > max ? value.slice(0, max) : value);

/** What is known of a failed call, turned into a WebLog entry within the contract's limits. */
export function webLogEntry(failure: {
  url: string;
  method: string;
  status: number;
  statusText: string;
  message: string;
  body?: string;
  version: string;
  companyId?: number | null;
  loginId?: number | null;
  at?: Date;
}): WebLogEntry {
  const page = (globalThis as { location?: { href?: string } }).location?.href;
  return {
    Url: cut(failure.url, 2000),
    Method: cut(failure.method, 10),
    Status: failure.status,
    StatusText: cut(failure.statusText, 200),
    Message: cut(failure.message, 4000),
    ...(failure.body ? { Body: cut(failure.body, 4000) } : {}),
    LoggedAt: (failure.at ?? new Date()).toISOString(),
    AppVersion: cut(failure.version, 40),
    CompanyId: failure.companyId ?? null,
    LoginId: failure.loginId ?? null,
    ...(page ? { PageUrl: cut(page, 2000) } : {}),
  };
}

/**
 * Posts a WebLog entry with the ApiKey header, and the session's token when one is held (the server takes the
 * entry's company and login from it, never from the body alone). It goes straight to fetch, not through the
 * client's policies, so a failing log call is never logged itself; its failure is only written to the console.
 */
export async function postWebLog(
  config: RuntimeConfig,
  entry: WebLogEntry,
  fetchImpl: typeof fetch,
  token?: string | null,
): Promise<void> {
  try {
    const response = await fetchImpl(webLogUrl(config), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ApiKey: config.webLogApiKey,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(entry),
    });
    if (!response.ok) console.error(`WebLog failed: ${response.status} ${response.statusText}`.trim());
    else await response.json().catch(() => undefined);
  } catch (error) {
    console.error('WebLog failed:', error);
  }
}
