/** PageName of a visit: a slash and the first path segment, plus the second segment if there is one. */
export function pageNameOf(pathname: string): string {
  const [first = '', second] = pathname.split('/').filter(Boolean);
  return second ? `/${first}/${second}` : `/${first}`;
}
