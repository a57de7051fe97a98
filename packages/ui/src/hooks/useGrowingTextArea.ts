import { type RefObject, useLayoutEffect } from 'react';

/**
 * A text area that grows with its text: its height follows the content until the stylesheet's `max-height`, and
 * from there it scrolls, so a long message is never cut. Measured after each change of `value`.
 */
export function useGrowingTextArea(ref: RefObject<HTMLTextAreaElement | null>, value: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `value` is what changes the content's height.
  useLayoutEffect(() => {
    const area = ref.current;
    if (!area) return;
    area.style.height = 'auto';
    // scrollHeight leaves out the borders; the height (border-box) takes them in.
    const borders = area.offsetHeight - area.clientHeight;
    area.style.height = `${area.scrollHeight + borders}px`;
  }, [ref, value]);
}
