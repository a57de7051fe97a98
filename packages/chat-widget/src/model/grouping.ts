/** Messages of one person closer together than this join the message before them in one group. */
export const GROUP_WITHIN_MS = 5 * 60 * 1000;

/** What grouping needs of a message: who wrote it, when, and whether it is a line the server wrote. */
export interface Groupable {
  from: number;
  at: number;
  /** A server line (a missed call) stands alone and breaks a group. */
  notice?: boolean;
}

const sameDay = (a: number, b: number) => new Date(a).toDateString() === new Date(b).toDateString();

/**
 * Whether a message continues the group of the one before it: the same person, within GROUP_WITHIN_MS, on the same
 * day (a date separator starts a new group), neither a server line.
 */
export function continuesGroup(before: Groupable | undefined, message: Groupable): boolean {
  return (
    before !== undefined &&
    !before.notice &&
    !message.notice &&
    before.from === message.from &&
    message.at - before.at >= 0 &&
    message.at - before.at <= GROUP_WITHIN_MS &&
    sameDay(before.at, message.at)
  );
}

/** The keys of the entries that continue the group before them, in log order. */
export function continuedKeys<T>(
  entries: readonly T[],
  keyOf: (entry: T) => string | number,
  groupable: (entry: T) => Groupable,
): Set<string | number> {
  const continued = new Set<string | number>();
  let before: Groupable | undefined;
  for (const entry of entries) {
    const current = groupable(entry);
    if (continuesGroup(before, current)) continued.add(keyOf(entry));
    before = current;
  }
  return continued;
}
