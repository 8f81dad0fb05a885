import { z } from 'zod';
import { ROLES } from '../auth/permissions';
import { AddressSchema } from '../common/address.schemas';
import { MAX_NAME_LENGTH, MAX_TEXT_LENGTH, PASSWORD_MAX_LENGTH } from '../common/constants';
import { EmailSchema, PasswordSchema } from '../common/credentials.schemas';
import { listQuerySchema, listResponseSchema } from '../common/list.schemas';

/** Shift rates are euros with two decimals on the wire, integer cents inside (DESIGN.md §5). */
const EurosSchema = z.number().min(0).max(100_000).multipleOf(0.01);
const ShortText = (max: number) => z.string().trim().max(max);

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
  /** Null when the viewer may not see wages. */
  single_shift: z.number().nullable(),
  double_shift: z.number().nullable(),
  breakfast_shift: z.number().nullable(),
  aperitif_shift: z.number().nullable(),
  duty: z.string(),
  photo_url: z.string().nullable(),
  email_verified: z.boolean(),
  disabled: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const USER_SORT_COLUMNS = ['date', 'name', 'surname', 'email', 'role'] as const;
export const UserListQuerySchema = listQuerySchema(USER_SORT_COLUMNS, 'date').extend({
  role: z.enum(ROLES).optional(),
  restaurant_id: z.coerce.number().int().positive().optional(),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;
export const UserListResponseSchema = listResponseSchema(UserSchema);

/** Profile fields editable by the user themself (spec §3). */
const ProfileFieldsSchema = z.strictObject({
  name: ShortText(MAX_NAME_LENGTH).min(1),
  surname: ShortText(MAX_NAME_LENGTH).min(1),
  phone_number: ShortText(30).regex(/^[+\d\s().-]*$/, 'Only digits, spaces and + ( ) . -'),
  tax_id_code: ShortText(16)
    .toUpperCase()
    .regex(/^[A-Z0-9]*$/, 'Only letters and digits'),
  address: AddressSchema,
  photo_url: z.string().trim().max(500).nullable(),
});

/** What an owner or manager may change of a user in their business. */
export const UserUpdateBodySchema = ProfileFieldsSchema.extend({
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

/** Own profile: profile fields, and a password change when `newPassword` is given. */
export const OwnProfileUpdateBodySchema = ProfileFieldsSchema.partial()
  .extend({
    oldPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    newPassword: PasswordSchema.optional(),
    password_confirm: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.newPassword === undefined) return;
    if (!v.oldPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['oldPassword'],
        message: 'Required to change password',
      });
    }
    if (v.newPassword !== v.password_confirm) {
      ctx.addIssue({
        code: 'custom',
        path: ['password_confirm'],
        message: 'Passwords do not match',
      });
    }
  });
export type OwnProfileUpdateBody = z.infer<typeof OwnProfileUpdateBodySchema>;
