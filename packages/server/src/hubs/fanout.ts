/**
 * What one process tells the others: a push to a user's connections (but one), a company's, a session's closing, or
 * which logins it holds connections of on a hub (`full`: all of them, replacing what it said before; else a change),
 * or that it has just started (`hello`: the others say whom they hold at once, and pass on to it (`for`) what they
 * last heard from the processes they still count, a process that died and that it may be replacing included, each
 * with the time `ttlMs` it still counts).
 */
export type FanoutMessage =
  | { kind: 'user'; hub: string; loginId: number; target: string; args: unknown[]; except?: string }
  | { kind: 'company'; hub: string; companyId: number; target: string; args: unknown[] }
  | { kind: 'closeSession'; sessionId: string; error: string; allowReconnect: boolean }
  | {
      kind: 'presence';
      hub: string;
      origin: string;
      full: boolean;
      online: number[];
      offline: number[];
      for?: string;
      ttlMs?: number;
    }
  | { kind: 'hello'; origin: string };

/** How this process hears of pushes made on the others, and of a gap in hearing them. */
export interface FanoutListener {
  /** A push another process made: deliver it to this process's connections. */
  deliver(message: FanoutMessage): void;
  /** Pushes may have been missed (the link to the others was down): connections must resync. */
  gap(): void;
}

/**
 * The link between the server processes: what one process pushes reaches the connections on every other. The
 * publishing process delivers to its own connections itself, at once; only the others hear it through the link.
 */
export interface Fanout {
  /** This process's id, unique among the processes sharing the link. */
  readonly processId: string;
  /** Starts hearing the other processes. */
  start(listener: FanoutListener): Promise<void>;
  /** Sends a message to the other processes. */
  publish(message: FanoutMessage): void;
  close(): Promise<void>;
}

/** One process alone: nothing to tell anyone. */
export const noFanout: Fanout = {
  processId: 'local',
  start: async () => {},
  publish: () => {},
  close: async () => {},
};
