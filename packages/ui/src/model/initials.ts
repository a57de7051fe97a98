/** Initials of a display name: the first letters of its first and last words, upper case ("Ana de Souza" gives "AS"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = [first, last].map((word) => (word ? Array.from(word)[0] : '')).join('');
  return letters.toLocaleUpperCase();
}
