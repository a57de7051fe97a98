import { describe, expect, test } from 'vitest';
import { bindStore } from './bind-store';

describe('a store bound to its database and settings', () => {
  test('each function gets the context first and the caller’s arguments after it, its answer as it gave it', async () => {
    const seen: unknown[][] = [];
    const store = bindStore(
      { db: 'the database', limit: 3 },
      {
        count: (context: { db: string; limit: number }, table: string) => {
          seen.push([context.db, table]);
          return context.limit;
        },
        later: async (context: { db: string; limit: number }, a: number, b: number) => context.limit + a + b,
      },
    );
    expect(store.count('users')).toBe(3);
    expect(await store.later(1, 2)).toBe(6);
    expect(seen).toEqual([['the database', 'users']]);
    expect(Object.keys(store)).toEqual(['count', 'later']);
  });
});
