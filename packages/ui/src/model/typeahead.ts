/**
 * The index of the label that the typed text picks, or -1. The search starts at the current item, so a longer
 * prefix keeps it while it still matches; the same letter typed again moves on to the next item with that letter.
 * Null labels (disabled items, items without text) never match.
 */
export function typeaheadMatch(labels: readonly (string | null)[], typed: string, current: number): number {
  const count = labels.length;
  if (count === 0 || typed === '') return -1;
  const lower = typed.toLocaleLowerCase();
  const repeated = [...lower].every((char) => char === lower[0]);
  const text = repeated ? (lower[0] ?? '') : lower;
  const start = repeated ? current + 1 : Math.max(current, 0);
  for (let step = 0; step < count; step++) {
    const index = (((start + step) % count) + count) % count;
    if (labels[index]?.toLocaleLowerCase().startsWith(text)) return index;
  }
  return -1;
}
