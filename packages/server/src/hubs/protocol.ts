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

/**
 * A completion, framed: written out field by field (the same text `frame` makes of `{ type: 3, invocationId, result }`
 * or `{ ..., error }`), since every answered call makes one. A result JSON cannot hold (a function) is left out, as
 * JSON.stringify leaves it out of an object.
 */
export function completionFrame(invocationId: string, outcome: { result?: unknown; error?: string }): string {
  const head = `{"type":3,"invocationId":${JSON.stringify(invocationId)}`;
  if (outcome.error !== undefined) return `${head},"error":${JSON.stringify(outcome.error)}}${RS}`;
  const result = outcome.result === undefined ? undefined : JSON.stringify(outcome.result);
  return result === undefined ? `${head}}${RS}` : `${head},"result":${result}}${RS}`;
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
  // The parsed object is this call's own: fields of the wrong type are cleared on it rather than copied around.
  if (v.invocationId !== undefined && typeof v.invocationId !== 'string') v.invocationId = undefined;
  if (v.target !== undefined && typeof v.target !== 'string') v.target = undefined;
  if (v.arguments !== undefined && !Array.isArray(v.arguments)) v.arguments = undefined;
  return v as unknown as HubMessage;
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
