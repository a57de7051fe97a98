import { type ApiClient, createApiClient, type HttpClient } from '@fieldkit/core';
import { serviceNotes, shell, workOrder } from '@fieldkit/core/contract';

const groups = { shell, workOrder, serviceNotes };

/** The shell's own calls (quick search, records, service notes, release notes, assistant, alerts), on the app's HTTP client. */
export type ShellApi = ApiClient<typeof groups>;

const clients = new WeakMap<HttpClient, ShellApi>();

/** One shell client per HTTP client. */
export function shellApiOf(http: HttpClient): ShellApi {
  let client = clients.get(http);
  if (!client) {
    client = createApiClient(http, groups);
    clients.set(http, client);
  }
  return client;
}
