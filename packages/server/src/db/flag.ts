/** Booleans are stored as 0/1 integers so that the same migrations run on SQLite and PostgreSQL. */
export type Flag = 0 | 1;
