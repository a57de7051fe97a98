/**
 * A task that runs one at a time: a call while a run is under way asks for one more run after it (calls meanwhile
 * share that run), never one each. Each call resolves once a run that started after it has ended, so its caller sees
 * what the server said after the call.
 */
export function oneAtATime(task: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const start = () => {
    const run = task().finally(() => {
      if (running === run) running = null;
    });
    running = run;
    return run;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .catch(() => {})
      .then(() => {
        next = null;
        return start();
      });
    return next;
  };
}
