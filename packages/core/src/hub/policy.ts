/** Reconnect after 0, 2, 10 and 30 seconds, then stop. */
export const HUB_RECONNECT_DELAYS_MS: readonly number[] = [0, 2000, 10_000, 30_000];
/** The client drops a connection after this long without a message from the server. */
export const HUB_SERVER_TIMEOUT_MS = 30_000;
/** The client pings the server this often. */
export const HUB_KEEP_ALIVE_MS = 15_000;
