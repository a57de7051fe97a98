/** A row's key in a table. */
export type RowKey = string | number;

/**
 * The selection after `target` is checked or unchecked. With `range` (Shift held) every row from the `anchor` (the
 * row toggled last) to the target, in the order shown, takes the target's new state; without an anchor still shown,
 * only the target changes.
 */
export function toggleRows(
  shown: readonly RowKey[],
  selected: ReadonlySet<RowKey>,
  target: RowKey,
  options: { anchor?: RowKey | null; range?: boolean } = {},
): Set<RowKey> {
  const next = new Set(selected);
  const select = !selected.has(target);
  const to = shown.indexOf(target);
  const from = options.range && options.anchor != null ? shown.indexOf(options.anchor) : -1;
  const span = from < 0 || to < 0 ? [target] : shown.slice(Math.min(from, to), Math.max(from, to) + 1);
  for (const key of span) {
    if (select) next.add(key);
    else next.delete(key);
  }
  return next;
}

/** Whether every, some or none of the shown rows are selected. */
export function shownSelection(
  shown: readonly RowKey[],
  selected: ReadonlySet<RowKey>,
): 'all' | 'some' | 'none' {
  const count = shown.filter((key) => selected.has(key)).length;
  if (count === 0) return 'none';
  return count === shown.length ? 'all' : 'some';
}

/** The selection with every shown row added, or (when all were selected) every shown row removed. */
export function toggleShown(shown: readonly RowKey[], selected: ReadonlySet<RowKey>): Set<RowKey> {
  const next = new Set(selected);
  const all = shownSelection(shown, selected) === 'all';
  for (const key of shown) {
    if (all) next.delete(key);
    else next.add(key);
  }
  return next;
}
