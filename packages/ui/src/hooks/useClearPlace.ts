import { type RefObject, useEffect, useState } from 'react';
import { deepActiveElement } from '../model/activeElement';

/** What a notice must never cover: an open menu, a call's prompt, a dialog's controls. */
const KEEP_CLEAR =
  '[role="menu"],[part="prompt"],:is([role="dialog"],[role="alertdialog"]) :is(button,a[href],input,select,textarea)';

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.width > 0 && b.width > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** How many of the rects the region would cover at a top of `top`. */
function covered(region: DOMRect, top: number, keep: readonly DOMRect[]): number {
  const at = new DOMRect(region.x, top, region.width, region.height);
  return keep.filter((rect) => overlaps(at, rect)).length;
}

/** The space kept between the notices and the screen's edge when they move, in CSS pixels. */
const MARGIN = 8;

/**
 * Where the notices of `regionRef` cover nothing the user needs: an open menu, a call's prompt, a dialog's controls,
 * or the control that has the focus (the one just used). Undefined while their own place (the stylesheet's) is
 * clear; else the top, in CSS pixels, of the first clear place: the other edge of the screen, then down the same
 * side (the place that covers least when none is clear). Watched while notices show: as the page changes (a menu
 * opens, a prompt rings, the focus moves) they move out of the way at once.
 */
export function useClearPlace(regionRef: RefObject<HTMLElement | null>, shown: number): number | undefined {
  const [top, setTop] = useState<number>();
  useEffect(() => {
    const region = regionRef.current;
    if (!region || shown === 0) return;
    const root = region.getRootNode() as Document | ShadowRoot;
    const view = region.ownerDocument.defaultView ?? window;
    let frame = 0;
    const place = () => {
      frame = 0;
      const rect = region.getBoundingClientRect();
      if (rect.height === 0) return;
      const keep = [...root.querySelectorAll(KEEP_CLEAR)];
      const active = deepActiveElement(region.ownerDocument);
      if (active && active !== region.ownerDocument.body) keep.push(active);
      const rects = keep.filter((element) => !region.contains(element)).map((e) => e.getBoundingClientRect());
      const here = covered(rect, rect.top, rects);
      if (here === 0) return;
      // The same stack at the other edge (mirrored, as far from it as it is from its own), then down the side.
      const places = [view.innerHeight - rect.bottom];
      for (let y = MARGIN; y + rect.height <= view.innerHeight - MARGIN; y += 16) places.push(y);
      let best = rect.top;
      let least = here;
      for (const place of places) {
        const count = covered(rect, place, rects);
        if (count < least) [best, least] = [place, count];
        if (least === 0) break;
      }
      if (best !== rect.top) setTop(Math.round(best));
    };
    const schedule = () => {
      if (!frame) frame = view.requestAnimationFrame(place);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(root, { subtree: true, childList: true, attributes: true });
    root.addEventListener('focusin', schedule);
    view.addEventListener('resize', schedule);
    schedule();
    return () => {
      observer.disconnect();
      root.removeEventListener('focusin', schedule);
      view.removeEventListener('resize', schedule);
      view.cancelAnimationFrame(frame);
    };
  }, [regionRef, shown]);
  // With no notice shown, the next ones start from their own place again.
  useEffect(() => {
    if (shown === 0) setTop(undefined);
  }, [shown]);
  return top;
}
