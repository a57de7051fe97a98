import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { Caller } from '../auth/sessions';
import { TOO_MANY_CALLS, TOO_MANY_IN_FLIGHT } from './limits';
import { checkHandshake, completionFrame, frame, MessageType, parseMessage, RS } from './protocol';
import type { UserCalls } from './user-calls';

/** What a hub method receives besides its arguments. */
export interface HubCallContext {
  connection: HubConnection;
  caller: Caller;
}

/** A method clients call, its arguments as they came; its return value (or promise) completes an `invoke`. */
export type HubMethod = (context: HubCallContext, ...args: unknown[]) => unknown;

/** What a connection runs: the methods by name (arguments unchecked) and the connect/disconnect hooks. */
export interface RawHubHandlers {
  methods: Record<string, HubMethod>;
  onConnected?(connection: HubConnection): void | Promise<void>;
  onDisconnected?(connection: HubConnection): void | Promise<void>;
  /** A login was held only by a process that went silent (it died): no process holds it now. */
  onGone?(loginId: number): void | Promise<void>;
}

/** The error text a hub method throws to fail an invocation with exactly this message. */
export class HubError extends Error {}

/** How a connection rations its caller's invocations. */
export interface CallAdmission {
  /** Invocations of this connection that may be under way at once. */
  callsInFlight: number;
  /** The invocations under way on every connection of the user on this process (one object, shared by them). */
  user: UserCalls;
  /** How many of those may be under way at once. */
  userCallsInFlight: number;
  /** Takes one call from the user's rate; false when they are over it. */
  takeCall(): boolean;
  /** How long a connection whose call was refused is not read from (its frames wait in its own TCP window). */
  pauseMs: number;
  /** Refusals in a row after which the connection is closed: a client that ignores them is flooding. */
  refusalsToClose: number;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function'
  );
}

/** One client connection speaking the JSON hub protocol. */
export class HubConnection {
  readonly id = randomUUID();
  private handshaken = false;
  private pending = '';
  private closed = false;
  /** Last time anything arrived from the client, for the client-timeout check. */
  lastHeard = Date.now();
  private readonly methods: Map<string, HubMethod>;
  /** Invocations started and not yet answered. */
  private inFlight = 0;
  private paused: NodeJS.Timeout | undefined;
  /** Calls refused since the last one admitted. */
  private refusedInARow = 0;
  /** What a hub method receives besides its arguments; the same for every call of this connection. */
  private readonly context: HubCallContext;
  /**
   * While a frame from the client is read: the messages written meanwhile, sent together as one frame when it is
   * done (null outside). Calls answered at once count as in flight until then, as calls of one frame all arrive
   * before any can finish.
   */
  private outbox: string | null = null;
  /** Calls of the frame being read that were answered at once. */
  private answeredInFrame = 0;

  constructor(
    readonly hubPath: string,
    readonly caller: Caller,
    private readonly socket: WebSocket,
    private readonly handlers: RawHubHandlers,
    private readonly log: FastifyBaseLogger,
    private readonly onClosed: (connection: HubConnection) => void,
    private readonly admission: CallAdmission,
  ) {
    // Method names match case-insensitively, as in ASP.NET Core SignalR; the declared spelling (what clients send)
    // is found without lower-casing every call's target first.
    this.methods = new Map();
    for (const [name, fn] of Object.entries(handlers.methods))
      this.methods.set(name.toLowerCase(), fn).set(name, fn);
    this.context = { connection: this, caller };
    socket.on('message', (data) => this.receive(data));
    socket.on('close', () => this.finish());
    socket.on('error', (error) => this.log.debug({ err: error, hub: hubPath }, 'hub socket error'));
  }

  /** Whether the handshake is done and the socket is still open. */
  get isOpen(): boolean {
    return this.handshaken && !this.closed;
  }

  /** Calls a client method (`connection.on(target, ...)` on the client). */
  send(target: string, ...args: unknown[]): void {
    if (this.isOpen) this.write(frame({ type: MessageType.Invocation, target, arguments: args }));
  }

  /** Pings the client; keeps the client's server-timeout from firing. */
  ping(): void {
    if (this.isOpen) this.write(frame({ type: MessageType.Ping }));
  }

  /** Sends a close message, then closes the socket. */
  close(error?: string, allowReconnect = false): void {
    if (this.closed) return;
    // The closing handshake needs the client's answer read.
    this.resumeReading();
    if (this.handshaken) {
      const message: Record<string, unknown> = { type: MessageType.Close, allowReconnect };
      if (error) message.error = error;
      this.write(frame(message));
    }
    this.flush();
    this.socket.close(1000);
    this.finish();
  }

  /** Drops the socket at once, without a close message. */
  terminate(): void {
    this.socket.terminate();
    this.finish();
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    this.resumeReading();
    this.onClosed(this);
  }

  private write(text: string): void {
    if (this.outbox !== null) this.outbox += text;
    else if (this.socket.readyState === this.socket.OPEN) this.socket.send(text);
  }

  /** Sends what the frame being read has written so far, and frees its calls answered at once. */
  private flush(): void {
    const text = this.outbox;
    if (text === null) return;
    this.outbox = '';
    this.ended(this.answeredInFrame);
    this.answeredInFrame = 0;
    if (text.length > 0 && this.socket.readyState === this.socket.OPEN) this.socket.send(text);
  }

  private receive(data: RawData): void {
    this.lastHeard = Date.now();
    // ws hands over a Buffer (its default binaryType): read as text without copying it first.
    const text = Buffer.isBuffer(data)
      ? data.toString('utf8')
      : (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)).toString('utf8');
    // A client could stream forever without a separator; a message this large is not a hub message.
    if (this.pending.length + text.length > 1_000_000) {
      this.close('Message too large.', false);
      return;
    }
    const buffer = this.pending.length > 0 ? this.pending + text : text;
    this.outbox = '';
    try {
      let start = 0;
      for (let end = buffer.indexOf(RS); end !== -1; end = buffer.indexOf(RS, start)) {
        if (this.closed) return;
        if (end > start) {
          const message = buffer.slice(start, end);
          if (!this.handshaken) this.handshake(message);
          else this.dispatch(message);
        }
        start = end + 1;
      }
      this.pending = start === 0 ? buffer : buffer.slice(start);
    } finally {
      this.flush();
      this.outbox = null;
    }
  }

  private handshake(text: string): void {
    const error = checkHandshake(text);
    if (error) {
      this.write(JSON.stringify({ error }) + RS);
      this.flush();
      this.socket.close(1002);
      this.finish();
      return;
    }
    this.write(`{}${RS}`);
    // The handshake answer goes out on its own; what onConnected sends follows in a frame of its own.
    this.flush();
    this.handshaken = true;
    Promise.resolve(this.handlers.onConnected?.(this)).catch((err: unknown) =>
      this.log.error({ err, hub: this.hubPath }, 'hub onConnected failed'),
    );
  }

  private dispatch(text: string): void {
    const message = parseMessage(text);
    if (!message) {
      this.close('Invalid hub message.', false);
      return;
    }
    switch (message.type) {
      case MessageType.Invocation:
        this.invoke(message.invocationId, message.target ?? '', message.arguments ?? []);
        return;
      case MessageType.StreamInvocation:
        if (message.invocationId)
          this.complete(message.invocationId, { error: 'Streaming is not supported.' });
        return;
      case MessageType.Close:
        this.flush();
        this.socket.close(1000);
        this.finish();
        return;
      default:
        // Pings, cancels, stream items and client-result completions need no answer here.
        return;
    }
  }

  private invoke(invocationId: string | undefined, target: string, args: unknown[]): void {
    const method = this.methods.get(target) ?? this.methods.get(target.toLowerCase());
    if (!method) {
      if (invocationId) this.complete(invocationId, { error: `Unknown hub method '${target}'` });
      return;
    }
    // Refused before any work, answered at once: a flood costs its sender refusals, never a queue others wait behind.
    // A call sent without waiting for an answer (no invocation id) over the limits is dropped.
    const refusal = this.refusalOf();
    if (refusal) {
      if (invocationId) this.complete(invocationId, { error: refusal });
      this.refusedInARow += 1;
      if (this.refusedInARow >= this.admission.refusalsToClose) {
        this.log.warn({ hub: this.hubPath, loginId: this.caller.loginId }, 'hub connection closed: flooding');
        this.close(refusal, false);
      } else this.holdReading();
      return;
    }
    this.refusedInARow = 0;
    this.inFlight += 1;
    this.admission.user.started();
    let result: unknown;
    try {
      result = method(this.context, ...args);
    } catch (err) {
      this.failed(invocationId, target, err);
      this.answeredAtOnce();
      return;
    }
    if (isThenable(result)) {
      // Answered when it settles; in flight until then.
      Promise.resolve(result).then(
        (value: unknown) => {
          this.ended(1);
          if (invocationId) this.complete(invocationId, { result: value });
        },
        (err: unknown) => {
          this.ended(1);
          this.failed(invocationId, target, err);
        },
      );
      return;
    }
    if (invocationId) this.complete(invocationId, { result });
    this.answeredAtOnce();
  }

  /** A call answered without waiting: in flight until the frame it came in is done (or at once outside one). */
  private answeredAtOnce(): void {
    if (this.outbox !== null) this.answeredInFrame += 1;
    else this.ended(1);
  }

  /** Answers a call whose method threw: a HubError's own text, anything else logged and told only vaguely. */
  private failed(invocationId: string | undefined, target: string, err: unknown): void {
    const known = err instanceof HubError;
    if (!known) this.log.error({ err, hub: this.hubPath, target }, 'hub method failed');
    if (invocationId) {
      const error = known ? err.message : `An unexpected error occurred invoking '${target}' on the server.`;
      this.complete(invocationId, { error });
    }
  }

  /** `count` calls of this connection are answered: no longer under way here nor for the user. */
  private ended(count: number): void {
    this.inFlight -= count;
    this.admission.user.ended(count);
  }

  /** Why the next invocation is refused (too many under way here or for the user, or the user over their rate), or null. */
  private refusalOf(): string | null {
    if (this.inFlight >= this.admission.callsInFlight) return TOO_MANY_IN_FLIGHT;
    if (this.admission.user.inFlight >= this.admission.userCallsInFlight) return TOO_MANY_CALLS;
    return this.admission.takeCall() ? null : TOO_MANY_CALLS;
  }

  /**
   * Stops reading this socket for a moment after a refusal: a flood then waits in the sender's own TCP window instead
   * of taking the event loop from everyone else, one refusal at a time.
   */
  private holdReading(): void {
    if (this.paused || this.closed) return;
    this.socket.pause();
    this.paused = setTimeout(() => this.resumeReading(), this.admission.pauseMs);
  }

  private resumeReading(): void {
    if (!this.paused) return;
    clearTimeout(this.paused);
    this.paused = undefined;
    this.socket.resume();
  }

  private complete(invocationId: string, outcome: { result?: unknown; error?: string }): void {
    if (this.isOpen) this.write(completionFrame(invocationId, outcome));
  }
}
