import { type RefObject, useEffect } from 'react';
import { WIDGET_ROOT } from '../model/widgetRoot';

/**
 * Moves focus to a page's heading when the page is shown (`key` names the page), so keyboard and screen-reader
 * users land on it; only when focus was in the same widget (the element marked with {@link WIDGET_ROOT}) or lost
 * with the previous page, never taken from the host page.
 */
export function usePageFocus(ref: RefObject<HTMLElement | null>, active: boolean, key: unknown): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the page: focus again when it changes.
  useEffect(() => {
    const heading = ref.current;
    if (!active || !heading) return;
    const root = heading.getRootNode() as Document | ShadowRoot;
    const focused = root.activeElement;
    const widget = heading.closest(WIDGET_ROOT);
    if (focused === null || focused === document.body || (widget?.contains(focused) ?? false))
      heading.focus();
  }, [ref, active, key]);
}
