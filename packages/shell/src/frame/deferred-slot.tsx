import { type ComponentType, type LazyExoticComponent, Suspense, useEffect, useState } from 'react';

/** Resolves after the browser has painted and gone idle (a timeout where idle callbacks are missing). */
function afterPaint(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

/**
 * A top-bar slot whose widget (its code, styles and hub connection), a `lazy` component, loads once the frame has
 * painted, never on the first paint's path.
 */
export function DeferredSlot({ slot: Slot }: { slot: LazyExoticComponent<ComponentType> }) {
  const [ready, setReady] = useState(false);
  useEffect(() => afterPaint(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Slot />
    </Suspense>
  );
}
