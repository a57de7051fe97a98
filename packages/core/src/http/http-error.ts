/** A failed HTTP call, re-raised after it was logged: status 0 for a network failure. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    /** HTTP status, or 0 when no response arrived. */
    readonly status: number,
    message: string,
    /** The response body: parsed JSON when it was JSON, otherwise its text. */
    readonly body: unknown,
    readonly url: string,
    readonly method: string,
  ) {
    super(message);
  }
}

/** The message to carry: the server's `message` (or `Message`) field when the body is JSON, else the status text. */
export function errorMessage(body: unknown, statusText: string, status: number): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    const message = record.message ?? record.Message;
    if (typeof message === 'string' && message) return message;
  }
  return statusText || `HTTP ${status}`;
}

/** Reads a response body as JSON when it parses, otherwise as text. */
export async function readBody(response: Response): Promise<{ body: unknown; text: string }> {
  const text = await response.text().catch(() => '');
  if (!text) return { body: undefined, text };
  try {
    return { body: JSON.parse(text) as unknown, text };
  } catch {
    return { body: text, text };
  }
}
