import { z } from 'zod';

/** The business's connection to Stripe, as its settings show it. */
export const PaymentsAccountSchema = z.object({
  /** Whether this platform takes cards at all (its Stripe keys are set). */
  available: z.boolean(),
  /** The business has its own Stripe account. */
  connected: z.boolean(),
  /** Stripe says the account can take charges: its onboarding is complete. */
  charges_enabled: z.boolean(),
});
export type PaymentsAccount = z.infer<typeof PaymentsAccountSchema>;

export const PaymentsOnboardingSchema = z.object({
  /** Where the owner completes the Stripe onboarding. */
  url: z.string(),
});

export const WebhookReceivedSchema = z.object({ received: z.literal(true) });
