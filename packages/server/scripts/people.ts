import pg from 'pg';

/**
 * Adds `count` logins to the demo company (copies of alice with her password) straight into the store, named
 * `{prefix}{n}` with login ids from `firstLoginId`.
 */
export async function addPeople(
  databaseUrl: string,
  count: number,
  firstLoginId: number,
  prefix: string,
): Promise<Array<{ loginId: number; username: string }>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT * FROM users WHERE username = $1', ['alice']);
    const alice = rows[0] as Record<string, unknown>;
    const columns = Object.keys(alice);
    const people = Array.from({ length: count }, (_, i) => ({
      loginId: firstLoginId + i,
      username: `${prefix}${i}`,
    }));
    for (const person of people) {
      const row: Record<string, unknown> = {
        ...alice,
        login_id: person.loginId,
        username: person.username,
        display_name: `Person ${person.username}`,
      };
      await client.query(
        `INSERT INTO users (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
        columns.map((c) => row[c]),
      );
    }
    return people;
  } finally {
    await client.end();
  }
}
