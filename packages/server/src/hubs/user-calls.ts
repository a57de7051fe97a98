/**
 * The invocations of one user under way on this process, all their connections together. A call answered still counts
 * until the event loop's turn is over: with SQLite a method's work finishes within the turn that read its frame, so
 * counting it until then is what bounds the work a flood over several connections brings at once (each connection's
 * frames are read in a turn of their own, the others' waiting behind them).
 */
export class UserCalls {
  /** Calls started and not yet released. */
  inFlight = 0;
  /** Calls answered in this turn, released when it is over. */
  private ending = 0;

  started(): void {
    this.inFlight += 1;
  }

  /** `count` calls are answered: released once this turn of the event loop is over. */
  ended(count: number): void {
    if (count === 0) return;
    if (this.ending === 0) setImmediate(() => this.release());
    this.ending += count;
  }

  private release(): void {
    this.inFlight -= this.ending;
    this.ending = 0;
  }
}
