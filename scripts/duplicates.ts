/** Where a repeated block is: a file and its first and last lines. */
export interface Place {
  name: string;
  start: number;
  end: number;
}

/** A block found twice, as jscpd's JSON report gives it. */
export interface Clone {
  lines: number;
  firstFile: Place;
  secondFile: Place;
}

const within = (inner: Place, outer: Place) =>
  inner.name === outer.name && inner.start >= outer.start && inner.end <= outer.end;

/**
 * The clones less those inside a larger clone of the same two places: jscpd reads a .tsx file both as tsx and as
 * the JavaScript embedded in it, and reports the same repetition once for each.
 */
export function distinctClones(clones: readonly Clone[]): Clone[] {
  return clones.filter(
    (clone) =>
      !clones.some(
        (other) =>
          other !== clone &&
          other.lines > clone.lines &&
          within(clone.firstFile, other.firstFile) &&
          within(clone.secondFile, other.secondFile),
      ),
  );
}

/** What the duplicates ratchet says of a count of repeated blocks against the recorded ceiling. */
export function duplicatesVerdict(count: number, ceiling: number): { ok: boolean; message: string } {
  if (count > ceiling)
    return {
      ok: false,
      message:
        `${count} repeated blocks of 6+ lines in packages/*/src, more than the ${ceiling} recorded in ` +
        'scripts/duplicates.json: share the repeated code instead of copying it.',
    };
  if (count < ceiling)
    return {
      ok: true,
      message: `${count} repeated blocks, fewer than the ${ceiling} recorded: lower the ceiling in scripts/duplicates.json to ${count}.`,
    };
  return { ok: true, message: `${count} repeated blocks, as recorded.` };
}
