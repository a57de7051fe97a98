import * as z from 'zod/mini';
import { HttpError } from './errors';

// Readable English messages ("expected number, received string") instead of zod/mini's bare "Invalid input".
z.config(z.locales.en());

/** Where a value came from, used in messages (`body.CompanyId: ...`). */
export type Part = 'params' | 'query' | 'body';

/** The parsed value, or a 400 naming the first bad field and why. */
export function parsePart<S extends z.ZodMiniType>(schema: S, value: unknown, part: Part): z.infer<S> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const problems = result.error.issues.slice(0, 3).map((issue) => {
    const path = [part, ...issue.path.map(String)].join('.');
    return `${path}: ${issue.message}`;
  });
  throw new HttpError(400, problems.join('; '));
}
