/** A LIKE pattern (with `ESCAPE '\'`) that matches any text holding `needle`, lower-cased, as written. */
export function likeContaining(needle: string): string {
  return `%${needle.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
