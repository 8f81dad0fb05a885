import { z } from 'zod';
import { AddressSchema } from '../common/address.schemas';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, PASSWORD_MAX_LENGTH } from '../common/constants';
import { EmailSchema, PasswordSchema } from '../common/credentials.schemas';
import { UserSchema } from '../users/users.schemas';
import { ROLES } from './permissions';

const NameSchema = z.string().trim().min(1).max(MAX_NAME_LENGTH);

/** Login form (spec §3, §5): username trimmed, password sent as is. */
export const LoginFormSchema = z.strictObject({
  username: z.string().trim().min(1).max(MAX_EMAIL_LENGTH),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export const LoginQuerySchema = z.strictObject({
  public_key: z.string().trim().min(1).max(64).optional(),
});

/** The user as a session sees it: the profile's identity fields, no wages. */
export const SessionUserSchema = UserSchema.pick({
  id: true,
  email: true,
  name: true,
  surname: true,
  role: true,
  business_id: true,
  restaurant_id: true,
  phone_number: true,
  photo_url: true,
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

const SessionBusinessSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();
const SessionRestaurantSchema = z
  .object({ id: z.number().int(), name: z.string(), public_key: z.string() })
  .nullable();

/** What login, verification and social sign-in answer; stored by the web as `currentUser`. */
export const CurrentUserSchema = z.object({
  accessToken: z.string(),
  tokenType: z.literal('bearer'),
  expiresAt: z.string(),
  user: SessionUserSchema,
  business: SessionBusinessSchema,
  restaurant: SessionRestaurantSchema,
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const RefreshTokenBodySchema = z.strictObject({ token: z.string().min(1).max(4096) });
export const RefreshTokenResponseSchema = z.object({
  accessToken: z.string(),
  expiresAt: z.string(),
});

const PasswordPairSchema = z.strictObject({
  password: PasswordSchema,
  password_confirm: z.string().max(PASSWORD_MAX_LENGTH),
});
function passwordsMatch<T extends { password: string; password_confirm: string }>(
  schema: z.ZodType<T>,
) {
  return schema.refine((v) => v.password === v.password_confirm, {
    path: ['password_confirm'],
    message: 'Passwords do not match',
  });
}

/** Sign-up creates a business, its owner and its first restaurant, pending email verification. */
export const SignupBodySchema = passwordsMatch(
  PasswordPairSchema.extend({
    business_name: NameSchema,
    vat_number: z.string().trim().max(20).optional(),
    address: AddressSchema.optional(),
    restaurant_name: NameSchema,
    name: NameSchema,
    surname: NameSchema,
    email: EmailSchema,
    plan_code: z.string().trim().max(40).optional(),
  }),
);
export type SignupBody = z.infer<typeof SignupBodySchema>;

/** A demo trial: a business on the trial restaurant's template, verified like a sign-up. */
export const SignupDemoBodySchema = passwordsMatch(
  PasswordPairSchema.extend({
    name: NameSchema,
    surname: NameSchema,
    email: EmailSchema,
    restaurant_name: NameSchema.optional(),
  }),
);
export type SignupDemoBody = z.infer<typeof SignupDemoBodySchema>;

export const SignupStartedSchema = z.object({
  signUpTempId: z.string(),
  email: z.string(),
  expiresAt: z.string(),
  /** False when the mail server refused the code: the page offers to send it again. */
  email_sent: z.boolean(),
});

export const SignupIdParamsSchema = z.strictObject({ id: z.string().min(10).max(64) });
export const VerificationBodySchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The code has 6 digits'),
});
export const VerificationDemoBodySchema = VerificationBodySchema.extend({
  id: z.string().min(10).max(64),
});

export const EmailBodySchema = z.strictObject({ email: EmailSchema });
export const ResetPasswordBodySchema = passwordsMatch(
  PasswordPairSchema.extend({ token: z.string().min(10).max(200) }),
);

export const InviteUserBodySchema = z.strictObject({
  email: EmailSchema,
  role: z.enum(ROLES),
  restaurant_id: z.number().int().positive().nullable().optional(),
  name: z.string().trim().max(MAX_NAME_LENGTH).optional(),
  surname: z.string().trim().max(MAX_NAME_LENGTH).optional(),
});
export type InviteUserBody = z.infer<typeof InviteUserBodySchema>;

export const ActiveUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  last_seen_at: z.string(),
});
export const ActiveUsersResponseSchema = z.object({ items: z.array(ActiveUserSchema) });

export const AuthProvidersSchema = z.object({ google: z.boolean() });
export const GoogleStartQuerySchema = z.strictObject({
  public_key: z.string().trim().min(1).max(64).optional(),
});
export const GoogleStartResponseSchema = z.object({ url: z.string() });
export const GoogleCompleteBodySchema = z.strictObject({
  code: z.string().min(1).max(2048),
  state: z.string().min(10).max(200),
});
