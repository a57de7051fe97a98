import { EmbedOrigin } from '@fieldkit/core/contract';
import * as z from 'zod/mini';

/** The most origins a key lists (the server's limit). */
export const MAX_ORIGINS = 20;

/** The new key's form: a name, and its origins one per line (blank lines ignored), each a bare origin. */
export function newKeySchema(messages: { name: string; origin: string; tooMany: string }) {
  return z.object({
    Name: z.string().check(z.minLength(1, messages.name), z.maxLength(100)),
    Origins: z
      .pipe(
        z.string(),
        z.transform((text) => [...new Set(text.split(/\s+/).filter(Boolean))]),
      )
      .check(
        z.refine((origins) => origins.length <= MAX_ORIGINS, messages.tooMany),
        z.refine(
          (origins) => origins.every((origin) => EmbedOrigin.safeParse(origin).success),
          messages.origin,
        ),
      ),
  });
}
