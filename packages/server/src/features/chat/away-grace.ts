/** How long a user may be without a chat connection before the company hears they went offline. */
export const AWAY_GRACE_MS = 3_000;

/**
 * Offline is told only once a user has stayed away for the grace time: a connection dropped and opened again (a
 * reconnect after a network blip, the resync a server asks of every client, a process restarted) tells nobody
 * anything. Without it, every client of a process reconnecting at once made each of them go offline and online for
 * the whole company: twice the square of the company's size in pushes.
 */
export class AwayGrace {
  private readonly pending = new Map<number, ReturnType<typeof setTimeout>>();

  constructor(private readonly graceMs = AWAY_GRACE_MS) {}

  /** The user's last connection here closed: `tell` runs after the grace, unless they are back first. */
  left(loginId: number, tell: () => void): void {
    clearTimeout(this.pending.get(loginId));
    const timer = setTimeout(() => {
      this.pending.delete(loginId);
      tell();
    }, this.graceMs);
    timer.unref?.();
    this.pending.set(loginId, timer);
  }

  /** Whether the user's last connection closed less than the grace ago (others still see them online). */
  isAway(loginId: number): boolean {
    return this.pending.has(loginId);
  }

  /** The user connected: true when they came back within the grace (nobody heard they had left). */
  back(loginId: number): boolean {
    const timer = this.pending.get(loginId);
    if (timer === undefined) return false;
    clearTimeout(timer);
    this.pending.delete(loginId);
    return true;
  }
}
