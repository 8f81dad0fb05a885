import { z } from 'zod';
import { ROLES } from '../auth/permissions';
import { AddressSchema } from '../common/address.schemas';
import { MAX_NAME_LENGTH, MAX_TEXT_LENGTH, PASSWORD_MAX_LENGTH } from '../common/constants';
import { EmailSchema, PasswordSchema } from '../common/credentials.schemas';
import { ItalianTaxCodeSchema } from '../common/italian-tax-ids';
import { listQuerySchema, listResponseSchema } from '../common/list.schemas';

/** Shift rates are euros with two decimals on the wire, integer cents inside (DESIGN.md §5). */
const EurosSchema = z.number().min(0).max(100_000).multipleOf(0.01);
const ShortText = (max: number) => z.string().trim().max(max);

/** A user's pay per shift (spec §3): wages, seen and changed only with `read:wages`. */
export const SHIFT_RATE_FIELDS = [
  'single_shift',
  'double_shift',
  'breakfast_shift',
  'aperitif_shift',
] as const;
export type ShiftRateField = (typeof SHIFT_RATE_FIELDS)[number];

export const UserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  surname: z.string(),
  role: z.enum(ROLES),
  business_id: z.number().int().nullable(),
  restaurant_id: z.number().int().nullable(),
  phone_number: z.string(),
  tax_id_code: z.string(),
  address: AddressSchema,
  /** Shift rates are left out of the answer for a viewer who may not see them. */
  single_shift: z.number().optional(),
  double_shift: z.number().optional(),
  breakfast_shift: z.number().optional(),
  aperitif_shift: z.number().optional(),
  duty: z.string(),
  photo_url: z.string().nullable(),
  email_verified: z.boolean(),
  /** Invited and has not chosen a password yet: inviting again sends a fresh link. */
  invitation_pending: z.boolean(),
  disabled: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const USER_SORT_COLUMNS = ['date', 'name', 'surname', 'email', 'role'] as const;
export type UserSortColumn = (typeof USER_SORT_COLUMNS)[number];
export const UserListQuerySchema = listQuerySchema(USER_SORT_COLUMNS, 'date').extend({
  role: z.enum(ROLES).optional(),
  restaurant_id: z.coerce.number().int().positive().optional(),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;
export const UserListResponseSchema = listResponseSchema(UserSchema);
export type UserListResponse = z.infer<typeof UserListResponseSchema>;

/** Profile fields editable by the user themself (spec §3); the email is the login, see below. */
const OwnProfileFieldsSchema = z.strictObject({
  name: ShortText(MAX_NAME_LENGTH).min(1),
  surname: ShortText(MAX_NAME_LENGTH).min(1),
  phone_number: ShortText(30).regex(/^[+\d\s().-]*$/, 'Only digits, spaces and + ( ) . -'),
  tax_id_code: ItalianTaxCodeSchema,
  address: AddressSchema,
  photo_url: z.string().trim().max(500).nullable(),
});

/** What an owner or manager may change of a user in their business. */
export const UserUpdateBodySchema = OwnProfileFieldsSchema.extend({
  email: EmailSchema,
  role: z.enum(ROLES),
  restaurant_id: z.number().int().positive().nullable(),
  single_shift: EurosSchema,
  double_shift: EurosSchema,
  breakfast_shift: EurosSchema,
  aperitif_shift: EurosSchema,
  duty: ShortText(MAX_TEXT_LENGTH),
}).partial();
export type UserUpdateBody = z.infer<typeof UserUpdateBodySchema>;

/** Own password change (spec §3): the current password, then the new one twice. */
export const PasswordChangeSchema = z.strictObject({
  oldPassword: z.string().min(1, 'Required to change password').max(PASSWORD_MAX_LENGTH),
  newPassword: PasswordSchema,
  password_confirm: z.string().max(PASSWORD_MAX_LENGTH),
});
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;

const PASSWORDS_DIFFER = {
  path: ['password_confirm'],
  message: 'Passwords do not match',
  params: { formMessage: 'passwordMismatch' },
};

/** The password form: the same rules as the API's, with the confirmation checked too. */
export const PasswordChangeFormSchema = PasswordChangeSchema.refine(
  (v) => v.newPassword === v.password_confirm,
  PASSWORDS_DIFFER,
);

/**
 * PUT /users/me: any profile fields, and a password change when `newPassword` is given. The
 * email is not here: it is the login, and only an owner or manager changes it.
 */
export const OwnProfileUpdateBodySchema = OwnProfileFieldsSchema.partial()
  .extend(PasswordChangeSchema.partial().shape)
  .superRefine((v, ctx) => {
    if (v.newPassword === undefined) return;
    if (!v.oldPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['oldPassword'],
        message: 'Required to change password',
      });
    }
    if (v.newPassword !== v.password_confirm) ctx.addIssue({ code: 'custom', ...PASSWORDS_DIFFER });
  });
export type OwnProfileUpdateBody = z.infer<typeof OwnProfileUpdateBodySchema>;
