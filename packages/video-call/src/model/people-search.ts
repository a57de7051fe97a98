import type { VideoChatUser } from '@fieldkit/core/contract';

/** The participant panel searches from this many characters (spec section 5: at least 1). */
export const PEOPLE_SEARCH_MIN_LENGTH = 1;

/** StatusId of someone online (spec section 9: online 2, offline 1). */
const ONLINE = 2;

/**
 * The people the panel offers to invite for `search`, leaving out `excluded` (the user, those in the call and those
 * rung already): under {@link PEOPLE_SEARCH_MIN_LENGTH} characters (blanks trimmed), everyone one can invite, those
 * online (StatusId 2) first; else those whose DisplayName starts with or contains the text, ignoring case, those
 * that start with it first.
 */
export function peopleToInvite(
  people: readonly VideoChatUser[],
  search: string,
  excluded: ReadonlySet<number>,
): VideoChatUser[] {
  const text = search.trim().toLocaleLowerCase();
  if (text.length < PEOPLE_SEARCH_MIN_LENGTH) {
    const invitable = people.filter((person) => !excluded.has(person.LoginId));
    return [
      ...invitable.filter((p) => p.StatusId === ONLINE),
      ...invitable.filter((p) => p.StatusId !== ONLINE),
    ];
  }
  const starting: VideoChatUser[] = [];
  const containing: VideoChatUser[] = [];
  for (const person of people) {
    if (excluded.has(person.LoginId)) continue;
    const name = person.DisplayName.toLocaleLowerCase();
    if (name.startsWith(text)) starting.push(person);
    else if (name.includes(text)) containing.push(person);
  }
  return [...starting, ...containing];
}
