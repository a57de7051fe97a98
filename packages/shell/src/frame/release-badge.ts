import type { ReleaseNote } from '@fieldkit/core/contract';

const DAY_MS = 86_400_000;

/** The release-note badge shows while today is before a release date plus its number of days. */
export function releaseBadgeShown(
  notes: readonly Pick<ReleaseNote, 'ReleaseDate' | 'BadgeDays'>[],
  now: Date,
): boolean {
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return notes.some((note) => {
    const released = Date.parse(`${note.ReleaseDate}T00:00:00Z`);
    return Number.isFinite(released) && today < released + note.BadgeDays * DAY_MS;
  });
}
