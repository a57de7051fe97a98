import type { Browser } from 'playwright-core';

/** The documents printing on each browser, and who waits for one to have none. */
export interface BrowserUse {
  /** A document starts printing on `running`. */
  enter(running: Browser): void;
  /** A document of `running` is done; those waiting for it to be idle go on when it was the last. */
  leave(running: Browser): void;
  /** Resolves once no document prints on `running`. */
  whenIdle(running: Browser): Promise<void>;
}

/** Counts the documents printing on each browser. */
export function createBrowserUse(): BrowserUse {
  const printing = new Map<Browser, number>();
  const idle = new Map<Browser, () => void>();
  return {
    enter: (running) => printing.set(running, (printing.get(running) ?? 0) + 1),
    leave(running) {
      const left = (printing.get(running) ?? 1) - 1;
      if (left > 0) {
        printing.set(running, left);
        return;
      }
      printing.delete(running);
      idle.get(running)?.();
      idle.delete(running);
    },
    whenIdle: (running) =>
      (printing.get(running) ?? 0) === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => idle.set(running, resolve)),
  };
}
