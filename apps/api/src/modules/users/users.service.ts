import { canAssignRole, hasPermission } from '@coperto/shared/auth/permissions';
import { EMPTY_ADDRESS } from '@coperto/shared/common/address.schemas';
import { centsToEuros, eurosToCents } from '@coperto/shared/common/money';
import {
  type OwnProfileUpdateBody,
  SHIFT_RATE_FIELDS,
  type ShiftRateField,
  type User,
  type UserListQuery,
  type UserUpdateBody,
} from '@coperto/shared/users/users.schemas';
import { badRequest, conflict, forbidden, notFound, ruleBroken } from '../../shared/app-error';
import type { Actor, ServiceContext } from '../../shared/context';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { endSessionsOfUser } from '../auth/sessions.service';
import { assertNotLimited, RATE_RULES, recordFailure } from '../rate-limit/rate-limit.service';
import { findRestaurant } from '../restaurants/tenant-restaurants.service';
import {
  countEnabledUsersWithRole,
  findUserByEmail,
  findUserById,
  listUsers as listUserRows,
  revokeOtherSessionsOfUser,
  type UserChanges,
  type UserRow,
  updateUser as updateUserRow,
} from './users.repository';

const SHIFT_RATE_COLUMNS = {
  single_shift: 'single_shift_cents',
  double_shift: 'double_shift_cents',
  breakfast_shift: 'breakfast_shift_cents',
  aperitif_shift: 'aperitif_shift_cents',
} as const satisfies Record<ShiftRateField, keyof UserRow>;

/** Wages are the owner's (`read:wages`); everyone else sees only their own (`read:wages:own`). */
function seesWagesOf(viewer: Actor, row: UserRow) {
  return (
    hasPermission(viewer.role, 'read:wages') ||
    (viewer.userId === row.id && hasPermission(viewer.role, 'read:wages:own'))
  );
}

/** The user as `viewer` may see them: shift rates are left out unless the viewer may see wages. */
export function toUser(row: UserRow, viewer: Actor): User {
  const user: User = {
    id: row.id,
    email: row.email,
    name: row.name,
    surname: row.surname,
    role: row.role,
    business_id: row.business_id,
    restaurant_id: row.restaurant_id,
    phone_number: row.phone_number,
    tax_id_code: row.tax_id_code,
    address: { ...EMPTY_ADDRESS, ...row.address },
    duty: row.duty,
    photo_url: row.photo_url,
    email_verified: row.email_verified_at !== null,
    invitation_pending: isPendingInvitation(row),
    disabled: row.disabled_at !== null,
    created_at: row.created_at.toISOString(),
  };
  if (seesWagesOf(viewer, row)) {
    for (const field of SHIFT_RATE_FIELDS) {
      user[field] = centsToEuros(row[SHIFT_RATE_COLUMNS[field]]);
    }
  }
  return user;
}

/** Invited, and has never set a password nor signed in another way. */
export function isPendingInvitation(row: UserRow) {
  return row.email_verified_at === null && row.password_hash === null && !row.google_subject;
}

function actorOf(ctx: ServiceContext): Actor {
  if (!ctx.actor) throw new Error('users service needs a signed-in actor');
  return ctx.actor;
}

export async function listUsers(ctx: ServiceContext, query: UserListQuery) {
  const actor = actorOf(ctx);
  const { items, total } = await ctx.asActor((tx) => listUserRows(tx, query));
  return {
    items: items.map((row) => toUser(row, actor)),
    total,
    page: query.page,
    limit: query.limit,
  };
}

/** A user of the caller's own business (any, for a platform admin). */
async function findUserOfActor(ctx: ServiceContext, id: number) {
  const row = await ctx.asActor((tx) => findUserById(tx, { id }));
  if (!row) throw notFound('User');
  return row;
}

export async function getUser(ctx: ServiceContext, id: number) {
  const actor = actorOf(ctx);
  return toUser(await findUserOfActor(ctx, id), actor);
}

/** A user the caller may change: owners and managers up to their own rank, the admin anyone. */
export async function findManageableUser(ctx: ServiceContext, id: number) {
  const actor = actorOf(ctx);
  const target = await findUserOfActor(ctx, id);
  if (actor.role !== 'admin' && !canAssignRole(actor.role, target.role)) {
    throw forbidden('You cannot change a user with a higher role than yours');
  }
  return target;
}

async function assertAnotherOwner(
  tx: Parameters<typeof countEnabledUsersWithRole>[0],
  businessId: number,
  action: string,
) {
  const owners = await countEnabledUsersWithRole(tx, { businessId, role: 'owner' });
  if (owners <= 1) throw ruleBroken(`You cannot ${action} the business's only owner`);
}

/**
 * An owner or manager edits a user of their business, within the limits of their own role.
 * Checks run as DESIGN.md §5 orders them: rights (403), then input (400/409), then rules (422).
 */
export async function updateUser(ctx: ServiceContext, id: number, body: UserUpdateBody) {
  const actor = actorOf(ctx);
  const target = await findManageableUser(ctx, id);
  const changesRole = body.role !== undefined && body.role !== target.role;
  if (changesRole && !canAssignRole(actor.role, body.role!)) {
    throw forbidden(`You cannot give the role ${body.role}`);
  }
  const changesWages = SHIFT_RATE_FIELDS.some((field) => body[field] !== undefined);
  if (changesWages && !hasPermission(actor.role, 'read:wages')) {
    throw forbidden('You cannot change wages');
  }
  // Emails are unique across the platform, so this lookup cannot run inside the tenant's view.
  if (body.email) {
    const holder = await findUserByEmail(ctx.system, body.email);
    if (holder && holder.id !== id) {
      throw conflict('This email is already in use', { email: 'Already in use' });
    }
  }
  const { single_shift, double_shift, breakfast_shift, aperitif_shift, ...rest } = body;
  const changes: UserChanges = { ...rest, updated_at: ctx.clock.now() };
  for (const field of SHIFT_RATE_FIELDS) {
    const euros = body[field];
    if (euros !== undefined) changes[SHIFT_RATE_COLUMNS[field]] = eurosToCents(euros);
  }
  return ctx.asActor(async (tx) => {
    if (body.restaurant_id && target.business_id !== null) {
      const restaurant = await findRestaurant(tx, body.restaurant_id);
      if (!restaurant) {
        throw badRequest('Unknown restaurant', { restaurant_id: 'Unknown restaurant' });
      }
    }
    if (changesRole && target.role === 'owner' && target.business_id !== null) {
      await assertAnotherOwner(tx, target.business_id, 'change the role of');
    }
    const updated = await updateUserRow(tx, { id, changes });
    if (!updated) throw notFound('User');
    return toUser(updated, actor);
  });
}

/**
 * Disabling ends the user's sessions for good (a later re-enable does not revive them) and
 * refuses logins until re-enabled. Nobody disables themselves or the business's last owner.
 */
export async function setUserDisabled(ctx: ServiceContext, id: number, disabled: boolean) {
  const actor = actorOf(ctx);
  const target = await findManageableUser(ctx, id);
  if (disabled && id === actor.userId) throw ruleBroken('You cannot disable your own account');
  const now = ctx.clock.now();
  return ctx.asActor(async (tx) => {
    if (disabled && target.role === 'owner' && target.business_id !== null) {
      await assertAnotherOwner(tx, target.business_id, 'disable');
    }
    const updated = await updateUserRow(tx, {
      id,
      changes: { disabled_at: disabled ? (target.disabled_at ?? now) : null, updated_at: now },
    });
    if (!updated) throw notFound('User');
    if (disabled) await endSessionsOfUser(tx, id, now);
    return toUser(updated, actor);
  });
}

export function getOwnProfile(ctx: ServiceContext) {
  return getUser(ctx, actorOf(ctx).userId);
}

/**
 * The current password must be right; wrong guesses are limited per account, so a borrowed
 * session cannot be used to try passwords.
 */
async function assertCurrentPassword(ctx: ServiceContext, me: UserRow, password: string) {
  await assertNotLimited(ctx, RATE_RULES.currentPasswordPerAccount, me.email);
  if (!(await verifyPassword(me.password_hash, password))) {
    await recordFailure(ctx, RATE_RULES.currentPasswordPerAccount, me.email);
    throw badRequest('The current password is wrong', { oldPassword: 'Wrong password' });
  }
}

/**
 * Own profile fields, and the password when `newPassword` is given. A new password ends every
 * other session of the user (a lost phone stays signed out); the session that changed it stays.
 */
export async function updateOwnProfile(ctx: ServiceContext, body: OwnProfileUpdateBody) {
  const actor = actorOf(ctx);
  const { oldPassword, newPassword, password_confirm: _confirm, ...profile } = body;
  const now = ctx.clock.now();
  const changes: UserChanges = { ...profile, updated_at: now };
  if (newPassword !== undefined) {
    const me = await findUserOfActor(ctx, actor.userId);
    await assertCurrentPassword(ctx, me, oldPassword ?? '');
    changes.password_hash = await hashPassword(newPassword);
  }
  return ctx.asActor(async (tx) => {
    const updated = await updateUserRow(tx, { id: actor.userId, changes });
    if (!updated) throw notFound('User');
    if (changes.password_hash) {
      await revokeOtherSessionsOfUser(tx, {
        userId: actor.userId,
        keepSessionId: actor.sessionId,
        now,
      });
    }
    return toUser(updated, actor);
  });
}
