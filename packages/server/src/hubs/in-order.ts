/**
 * Runs work one piece at a time per key, in the order it was handed in: each piece starts once the previous one of
 * its key has settled (succeeded or failed). Keys with nothing under way hold no memory.
 */
export function inOrderPerKey(): <T>(key: string, work: () => Promise<T>) => Promise<T> {
  const tails = new Map<string, Promise<unknown>>();
  return (key, work) => {
    const result = (tails.get(key) ?? Promise.resolve()).then(work, work);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
}
