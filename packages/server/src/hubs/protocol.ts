/** The record separator that ends every message of the SignalR JSON hub protocol. */
export const RS = '\u001e';

/** Message types of the hub protocol (HubProtocol.md). */
export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

/** A client-to-server message as far as this server reads it. */
export interface HubMessage {
  type: number;
  invocationId?: string;
  target?: string;
  arguments?: unknown[];
}

/** One message, framed. */
export function frame(message: object): string {
  return JSON.stringify(message) + RS;
}

/** Splits a frame into its messages; a trailing piece without separator is returned as `rest`. */
export function splitMessages(buffer: string): { messages: string[]; rest: string } {
  const pieces = buffer.split(RS);
  const rest = pieces.pop() ?? '';
  return { messages: pieces.filter((p) => p.length > 0), rest };
}

/** Parses one message; null when it is not a JSON object with a numeric type. */
export function parseMessage(text: string): HubMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.type !== 'number') return null;
  return {
    type: v.type,
    invocationId: typeof v.invocationId === 'string' ? v.invocationId : undefined,
    target: typeof v.target === 'string' ? v.target : undefined,
    arguments: Array.isArray(v.arguments) ? v.arguments : undefined,
  };
}

/** The handshake request; an error text when it asks for anything but JSON version 1. */
export function checkHandshake(text: string): string | null {
  try {
    const value = JSON.parse(text) as { protocol?: unknown; version?: unknown };
    if (value.protocol !== 'json') return `The protocol '${String(value.protocol)}' is not supported.`;
    if (value.version !== 1) return `The protocol version '${String(value.version)}' is not supported.`;
    return null;
  } catch {
    return 'The handshake request is not valid JSON.';
  }
}
