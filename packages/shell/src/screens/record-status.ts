/**
 * A record's status as the server stores it (English words: 'Open', 'In workshop') in the user's language: the app's
 * text `statuses.{camelCase}` when it has one, the stored word otherwise (a company's own status stays as written).
 */
export function recordStatus(
  translate: (key: string, options: { defaultValue: string }) => string,
  status: string,
): string {
  const words = status.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return status;
  const key = words
    .map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');
  return translate(`statuses.${key}`, { defaultValue: status });
}
