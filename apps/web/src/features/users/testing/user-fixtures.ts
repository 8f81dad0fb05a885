import type { Role } from '@coperto/shared/auth/permissions';
import { EMPTY_ADDRESS } from '@coperto/shared/common/address.schemas';
import type { User } from '@coperto/shared/users/users.schemas';

/** A user of the demo business as the API answers it; shift rates only when `withWages`. */
export function fakeUser(
  id: number,
  role: Role,
  name: string,
  surname: string,
  options: { withWages?: boolean; disabled?: boolean; pending?: boolean } = {},
): User {
  return {
    id,
    email: `${name.toLowerCase()}@demo.test`,
    name,
    surname,
    role,
    business_id: 1,
    restaurant_id: 1,
    phone_number: '',
    tax_id_code: '',
    address: EMPTY_ADDRESS,
    duty: '',
    photo_url: null,
    email_verified: !options.pending,
    invitation_pending: options.pending ?? false,
    disabled: options.disabled ?? false,
    created_at: '2026-01-10T09:00:00.000Z',
    ...(options.withWages && {
      single_shift: 60,
      double_shift: 110,
      breakfast_shift: 40,
      aperitif_shift: 35,
    }),
  };
}
