import { z } from 'zod';

/**
 * The demo owner's login and the demo's restaurants, offered on the trial host only while the
 * demo data is there (decision 025).
 */
export const DemoLoginSchema = z.object({
  email: z.string(),
  password: z.string(),
  restaurants: z.array(z.object({ name: z.string(), hostname: z.string() })),
});
export type DemoLogin = z.infer<typeof DemoLoginSchema>;
