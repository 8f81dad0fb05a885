import { z } from 'zod';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, SUPPORTED_LANGUAGES } from '../common/constants';
import { listQuerySchema, listResponseSchema } from '../common/list.schemas';

export const MAX_CONTACT_MESSAGE_LENGTH = 2000;
/** Messages per IP and per restaurant in CONTACT_WINDOW_MS, then 429. */
export const CONTACT_LIMIT_PER_IP = 5;
export const CONTACT_WINDOW_MS = 60 * 60 * 1000;
/** The honeypot's name: a field people never see, so only bots fill it. */
export const CONTACT_HONEYPOT_FIELD = 'website';

/** The contact form of spec §3: name, email, message (plus the honeypot). */
export const ContactMessageBodySchema = z.strictObject({
  name: z.string().trim().min(1, 'Enter your name').max(MAX_NAME_LENGTH),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Enter your email')
    .max(MAX_EMAIL_LENGTH)
    .pipe(z.email('Not a valid email address')),
  message: z
    .string()
    .trim()
    .min(10, 'Write at least 10 characters')
    .max(MAX_CONTACT_MESSAGE_LENGTH),
  /** The page's language, so the restaurant can answer in it. */
  language: z.enum(SUPPORTED_LANGUAGES).optional(),
  [CONTACT_HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type ContactMessageBody = z.infer<typeof ContactMessageBodySchema>;

export const ContactMessageResponseSchema = z.object({ detail: z.string() });

export const ContactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  language: z.string().nullable(),
  created_at: z.string(),
});

/** GET /api/restaurant/{id}/contact-messages: the dashboard's inbox, newest first. */
export const CONTACT_MESSAGE_SORT_COLUMNS = ['date'] as const;
export const ContactMessageListQuerySchema = listQuerySchema(CONTACT_MESSAGE_SORT_COLUMNS, 'date');
export type ContactMessageListQuery = z.infer<typeof ContactMessageListQuerySchema>;
export const ContactMessageListResponseSchema = listResponseSchema(ContactMessageSchema);
