/**
 * The DOM event of a callback prop: every Fieldkit event has the prefix `fk-`, its words in kebab case, as
 * `fk-session-end` and `fk-error` have (`onUnreadChange` dispatches `fk-unread-change`). A page tells them from its
 * own events at a glance, and React 19 hears them as `onfk-unread-change`.
 */
export function eventNameOf(callback: string): string {
  const words = callback.replace(/^on/, '').replace(/([a-z0-9])([A-Z])/g, '$1-$2');
  return `fk-${words.toLowerCase()}`;
}
