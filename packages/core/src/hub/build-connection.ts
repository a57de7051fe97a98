import {
  HttpTransportType,
  type HubConnection,
  HubConnectionBuilder,
  type ILogger,
  LogLevel,
} from '@microsoft/signalr';

import { HUB_KEEP_ALIVE_MS, HUB_RECONNECT_DELAYS_MS, HUB_SERVER_TIMEOUT_MS } from './policy';

/** What a connection is built from. */
export interface ConnectionOptions {
  url: string;
  /** Read on every connect and reconnect, so a refreshed token is used. */
  accessTokenFactory: () => string | Promise<string>;
  /** SignalR logger; warnings and errors by default. */
  logger?: ILogger;
}

/**
 * The official SignalR client over WebSockets without negotiation, with Fieldkit's reconnect and timeout policy.
 * This module is loaded on the first start of a hub, so SignalR is not part of any page's first paint.
 */
export function buildConnection(options: ConnectionOptions): HubConnection {
  return new HubConnectionBuilder()
    .withUrl(options.url, {
      transport: HttpTransportType.WebSockets,
      skipNegotiation: true,
      accessTokenFactory: options.accessTokenFactory,
    })
    .withAutomaticReconnect([...HUB_RECONNECT_DELAYS_MS])
    .withServerTimeout(HUB_SERVER_TIMEOUT_MS)
    .withKeepAliveInterval(HUB_KEEP_ALIVE_MS)
    .configureLogging(options.logger ?? LogLevel.Warning)
    .build();
}
