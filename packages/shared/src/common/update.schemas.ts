import type { z } from 'zod';

export const NO_CHANGE_MESSAGE = 'Send at least one field to change';

/**
 * An update (PUT) names the fields it changes; `{}` changes nothing and is a client's mistake,
 * so it is refused with a 400 rather than reaching a query with nothing to set.
 */
export function requireSomeChange<T extends z.ZodObject>(schema: T) {
  return schema.refine((body) => Object.keys(body).length > 0, { message: NO_CHANGE_MESSAGE });
}
