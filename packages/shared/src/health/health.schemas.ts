import { z } from 'zod';

/** The answer of the liveness and readiness checks. */
export const StatusSchema = z.object({ status: z.literal('ok') });
