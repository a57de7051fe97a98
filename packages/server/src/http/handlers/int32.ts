const MAX = 2_147_483_647;

/** Whether a number fits an `integer` column on every engine (PostgreSQL refuses anything wider). */
export function isInt32(value: number): boolean {
  return Number.isInteger(value) && value >= -MAX - 1 && value <= MAX;
}

/** The value when it fits an `integer` column, otherwise null. */
export function int32OrNull(value: number | null | undefined): number | null {
  return typeof value === 'number' && isInt32(value) ? value : null;
}
