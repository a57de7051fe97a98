/** A store's functions, each taking what the store is bound to (its database, its settings) first. */
// biome-ignore lint/suspicious/noExplicitAny: the arguments after the first are each function's own
type StoreFunctions<C> = Record<string, (context: C, ...args: any[]) => unknown>;

/** The functions of {@link bindStore}, their first argument given. */
export type BoundStore<C, F extends StoreFunctions<C>> = {
  [K in keyof F]: F[K] extends (context: C, ...args: infer A) => infer R ? (...args: A) => R : never;
};

/**
 * A store bound once to what its functions take first: the database and its settings (the video store's ring
 * timeout). Every store is functions of that first argument; a feature holding settings binds them here.
 */
export function bindStore<C, F extends StoreFunctions<C>>(context: C, functions: F): BoundStore<C, F> {
  return Object.fromEntries(
    Object.entries(functions).map(([name, run]) => [name, (...args: unknown[]) => run(context, ...args)]),
  ) as BoundStore<C, F>;
}
