/** Where to go after sign-in: the return URL when it stays inside the app, else home. */
export function safeReturnUrl(value: string | null, origin = window.location.origin): string {
  if (!value?.startsWith('/')) return '/home';
  try {
    // `//host` and `/\host` are other sites to a browser: only a path that resolves on this origin is kept.
    const url = new URL(value, origin);
    return url.origin === origin && !value.startsWith('//') && !value.includes('\\')
      ? `${url.pathname}${url.search}${url.hash}`
      : '/home';
  } catch {
    return '/home';
  }
}
