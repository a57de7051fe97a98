/** A send made once per idempotency key, as its log row says it: under way ('sending'), or settled. */
export interface OnceRow {
  status: string;
  /** Until when the process sending it holds it; past it, that process stopped mid-send. */
  claimed_until: string | null;
}

/** How long a process holds a send it makes: longer than its provider may take (10 s for SMS, 60 s for SMTP). */
export const SEND_CLAIM_MS = 90_000;
/** How long a repeat waits for the first send of its key to settle before answering without it. */
const REPEAT_WAIT_MS = 15_000;

/**
 * The row of a key for a repeat of its send: read again while its send is under way (up to 15 s), and settled by
 * `settleInterrupted` (to 'unknown') once the hold of the process that made it has run out. Undefined when the key
 * made no row (or its send failed and the row went); a row still 'sending' after the wait is answered as it is.
 */
export async function settledRow<R extends OnceRow>(
  read: () => Promise<R | undefined>,
  settleInterrupted: () => Promise<unknown>,
): Promise<R | undefined> {
  const until = Date.now() + REPEAT_WAIT_MS;
  for (;;) {
    const row = await read();
    if (row?.status !== 'sending') return row;
    if (row.claimed_until !== null && Date.parse(row.claimed_until) < Date.now()) {
      await settleInterrupted();
      continue;
    }
    if (Date.now() > until) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The instant a send made now is held until. */
export const claimedUntil = () => new Date(Date.now() + SEND_CLAIM_MS).toISOString();
