/**
 * The spec's search rule for users and conversations: the name starts or ends with the typed text,
 * case-insensitive, the text trimmed. An empty search matches everything.
 */
export function matchesName(name: string | null | undefined, typed: string): boolean {
  const needle = typed.trim().toLowerCase();
  if (needle === '') return true;
  const haystack = (name ?? '').trim().toLowerCase();
  return haystack.startsWith(needle) || haystack.endsWith(needle);
}
