import { canAssignRole, hasPermission } from '@coperto/shared/auth/permissions';
import { EMPTY_ADDRESS } from '@coperto/shared/common/address.schemas';
import { centsToEuros, eurosToCents } from '@coperto/shared/common/money';
import type {
  OwnProfileUpdateBody,
  User,
  UserListQuery,
  UserUpdateBody,
} from '@coperto/shared/users/users.schemas';
import { runAsTenant } from '../../db/tenant-scope';
import { badRequest, conflict, forbidden, notFound, ruleBroken } from '../../shared/app-error';
import { type Actor, type ServiceContext, scopeOf } from '../../shared/context';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { findRestaurantById } from '../restaurants/restaurants.repository';
import {
  countEnabledUsersWithRole,
  findUserByEmail,
  findUserById,
  listUsers as listUserRows,
  type UserChanges,
  type UserRow,
  updateUser as updateUserRow,
} from './users.repository';

/** Shift rates are wages: only those who may read wages, and the user themself, see them. */
export function toUser(row: UserRow, viewer: Actor): User {
  const seesWages = viewer.userId === row.id || hasPermission(viewer.role, 'read:wages');
  const rate = (cents: number) => (seesWages ? centsToEuros(cents) : null);
  return {
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
    single_shift: rate(row.single_shift_cents),
    double_shift: rate(row.double_shift_cents),
    breakfast_shift: rate(row.breakfast_shift_cents),
    aperitif_shift: rate(row.aperitif_shift_cents),
    duty: row.duty,
    photo_url: row.photo_url,
    email_verified: row.email_verified_at !== null,
    disabled: row.disabled_at !== null,
    created_at: row.created_at.toISOString(),
  };
}

function actorOf(ctx: ServiceContext): Actor {
  if (!ctx.actor) throw new Error('users service needs a signed-in actor');
  return ctx.actor;
}

export async function listUsers(ctx: ServiceContext, query: UserListQuery) {
  const actor = actorOf(ctx);
  const scope = scopeOf(actor);
  const { items, total } = await runAsTenant(ctx.db, scope, (tx) =>
    listUserRows(tx, { ...query, scope }),
  );
  return {
    items: items.map((row) => toUser(row, actor)),
    total,
    page: query.page,
    limit: query.limit,
  };
}

export async function getUser(ctx: ServiceContext, id: number) {
  const actor = actorOf(ctx);
  const scope = scopeOf(actor);
  const row = await runAsTenant(ctx.db, scope, (tx) => findUserById(tx, { scope, id }));
  if (!row) throw notFound('User');
  return toUser(row, actor);
}

const SHIFT_FIELDS = ['single_shift', 'double_shift', 'breakfast_shift', 'aperitif_shift'] as const;

/** An owner or manager edits a user of their business, within the limits of their own role. */
export async function updateUser(ctx: ServiceContext, id: number, body: UserUpdateBody) {
  const actor = actorOf(ctx);
  const scope = scopeOf(actor);
  // Emails are unique across the platform, so this check cannot run inside the tenant's view.
  if (body.email) {
    const holder = await findUserByEmail(ctx.db, body.email);
    if (holder && holder.id !== id) {
      throw conflict('This email is already in use', { email: 'Already in use' });
    }
  }
  return runAsTenant(ctx.db, scope, async (tx) => {
    const target = await findUserById(tx, { scope, id });
    if (!target) throw notFound('User');
    if (!canAssignRole(actor.role, target.role) && actor.role !== 'admin') {
      throw forbidden('You cannot change a user with a higher role than yours');
    }
    if (body.role && body.role !== target.role) {
      if (!canAssignRole(actor.role, body.role)) {
        throw forbidden(`You cannot give the role ${body.role}`);
      }
      if (target.role === 'owner' && target.business_id !== null) {
        await assertAnotherOwner(tx, target.business_id, 'change the role of');
      }
    }
    if (
      SHIFT_FIELDS.some((f) => body[f] !== undefined) &&
      !hasPermission(actor.role, 'read:wages')
    ) {
      throw forbidden('You cannot change wages');
    }
    if (body.restaurant_id && target.business_id !== null) {
      const restaurant = await findRestaurantById(tx, {
        scope: target.business_id,
        id: body.restaurant_id,
      });
      if (!restaurant)
        throw badRequest('Unknown restaurant', { restaurant_id: 'Unknown restaurant' });
    }
    const { single_shift, double_shift, breakfast_shift, aperitif_shift, ...rest } = body;
    const changes: UserChanges = { ...rest, updated_at: ctx.clock.now() };
    if (single_shift !== undefined) changes.single_shift_cents = eurosToCents(single_shift);
    if (double_shift !== undefined) changes.double_shift_cents = eurosToCents(double_shift);
    if (breakfast_shift !== undefined)
      changes.breakfast_shift_cents = eurosToCents(breakfast_shift);
    if (aperitif_shift !== undefined) changes.aperitif_shift_cents = eurosToCents(aperitif_shift);
    const updated = await updateUserRow(tx, { scope, id, changes });
    return toUser(updated!, actor);
  });
}

async function assertAnotherOwner(
  tx: Parameters<typeof countEnabledUsersWithRole>[0],
  businessId: number,
  action: string,
) {
  const owners = await countEnabledUsersWithRole(tx, { businessId, role: 'owner' });
  if (owners <= 1) throw ruleBroken(`You cannot ${action} the business's only owner`);
}

/** Disabling ends every session of the user at once (the auth plugin checks `disabled_at`). */
export async function setUserDisabled(ctx: ServiceContext, id: number, disabled: boolean) {
  const actor = actorOf(ctx);
  const scope = scopeOf(actor);
  if (id === actor.userId) throw ruleBroken('You cannot disable your own account');
  return runAsTenant(ctx.db, scope, async (tx) => {
    const target = await findUserById(tx, { scope, id });
    if (!target) throw notFound('User');
    if (!canAssignRole(actor.role, target.role) && actor.role !== 'admin') {
      throw forbidden('You cannot change a user with a higher role than yours');
    }
    if (disabled && target.role === 'owner' && target.business_id !== null) {
      await assertAnotherOwner(tx, target.business_id, 'disable');
    }
    const updated = await updateUserRow(tx, {
      scope,
      id,
      changes: { disabled_at: disabled ? ctx.clock.now() : null, updated_at: ctx.clock.now() },
    });
    return toUser(updated!, actor);
  });
}

export function getOwnProfile(ctx: ServiceContext) {
  return getUser(ctx, actorOf(ctx).userId);
}

export async function updateOwnProfile(ctx: ServiceContext, body: OwnProfileUpdateBody) {
  const actor = actorOf(ctx);
  const scope = scopeOf(actor);
  return runAsTenant(ctx.db, scope, async (tx) => {
    const me = await findUserById(tx, { scope, id: actor.userId });
    if (!me) throw notFound('User');
    const { oldPassword, newPassword, password_confirm: _confirm, ...profile } = body;
    const changes: UserChanges = { ...profile, updated_at: ctx.clock.now() };
    if (newPassword !== undefined) {
      if (!(await verifyPassword(me.password_hash, oldPassword ?? ''))) {
        throw badRequest('The current password is wrong', { oldPassword: 'Wrong password' });
      }
      changes.password_hash = await hashPassword(newPassword);
    }
    const updated = await updateUserRow(tx, { scope, id: actor.userId, changes });
    return toUser(updated!, actor);
  });
}
