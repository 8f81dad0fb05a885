import { z } from 'zod';
import { LIST_PAGE_SIZE_DEFAULT, LIST_PAGE_SIZE_MAX } from './constants';

/** Query of every list call (DESIGN.md §5); each list narrows `orderByColumn` to its own columns. */
export function listQuerySchema<const C extends readonly [string, ...string[]]>(
  columns: C,
  defaultColumn: C[number],
) {
  return z.strictObject({
    orderByColumn: z.enum(columns).default(defaultColumn),
    orderByType: z.enum(['asc', 'desc']).default('desc'),
    limit: z.coerce.number().int().min(1).max(LIST_PAGE_SIZE_MAX).default(LIST_PAGE_SIZE_DEFAULT),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    search: z.string().trim().max(100).optional(),
  });
}

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}

export const IdParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const DetailResponseSchema = z.object({ detail: z.string() });
