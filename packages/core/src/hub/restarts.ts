/** A hub's tries at starting again after a failed start: one at a time, after each delay in turn, then none. */
export interface Restarts {
  /** The next try, unless one is waiting or the delays are spent. */
  later(): void;
  /** The waiting try, if any, is not made. */
  cancel(): void;
  /** The next failure starts from the first delay again (a start that succeeded, the network back). */
  forget(): void;
}

/** Tries `restart` after each of `delaysMs` in turn (none when not given). */
export function createRestarts(delaysMs: readonly number[] | undefined, restart: () => void): Restarts {
  let count = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return {
    later() {
      const delay = delaysMs?.[count];
      if (delay === undefined || timer) return;
      count += 1;
      timer = setTimeout(() => {
        timer = undefined;
        restart();
      }, delay);
    },
    cancel,
    forget() {
      count = 0;
    },
  };
}
