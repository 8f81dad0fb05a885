import type { InviteUserBody } from '@coperto/shared/auth/auth.schemas';
import { canAssignRole } from '@coperto/shared/auth/permissions';
import { EMPTY_ADDRESS } from '@coperto/shared/common/address.schemas';
import { badRequest, conflict, forbidden, ruleBroken } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import { findBusiness, findRestaurant } from '../restaurants/tenant-restaurants.service';
import {
  addAccount,
  changeAccount,
  findAccountByEmail,
  type UserRow,
} from '../users/user-accounts.service';
import { isPendingInvitation, toUser } from '../users/users.service';
import { invitationEmail } from './auth-emails';
import { DAY, INVITATION_TTL_DAYS } from './auth-timings';
import { issueLinkToken } from './link-tokens';

// Invitations: an owner or manager adds a user, who sets a password through an emailed link.

export async function sendInvitation(ctx: ServiceContext, user: UserRow, businessId: number) {
  const business = await ctx.asTenant(businessId, (tx) => findBusiness(tx, businessId));
  const token = await issueLinkToken(ctx, user, 'invitation', INVITATION_TTL_DAYS * DAY);
  // The same page as a reset link: the invitee chooses a password, which also verifies the email.
  const link = `${ctx.config.publicUrl}/dashboard/reset-password?token=${token}`;
  await ctx.mail.send({
    ...invitationEmail(user.email, link, business?.name ?? 'Coperto', INVITATION_TTL_DAYS),
    businessId,
  });
}

/**
 * An owner or manager invites a user of their business with a role at or below their own.
 * Inviting again someone who has not accepted yet (a lost mail, an expired link) takes the new
 * role and restaurant and sends a fresh link; any other address already in use is a conflict.
 */
export async function inviteUser(ctx: ServiceContext, body: InviteUserBody) {
  const actor = ctx.actor!;
  if (!canAssignRole(actor.role, body.role)) {
    throw forbidden(`You cannot invite a user with the role ${body.role}`);
  }
  const businessId = actor.businessId;
  if (businessId === null) throw ruleBroken('Only users of a business can invite to it');
  const restaurantId = body.restaurant_id ?? actor.restaurantId;
  if (restaurantId !== null) {
    const restaurant = await ctx.asTenant(businessId, (tx) => findRestaurant(tx, restaurantId));
    if (!restaurant)
      throw badRequest('Unknown restaurant', { restaurant_id: 'Unknown restaurant' });
  }
  const existing = await findAccountByEmail(ctx, body.email);
  const invitesAgain =
    existing !== undefined &&
    existing.business_id === businessId &&
    existing.disabled_at === null &&
    isPendingInvitation(existing) &&
    canAssignRole(actor.role, existing.role);
  if (existing && !invitesAgain) {
    throw conflict('A user with this email already exists', { email: 'Already in use' });
  }
  const now = ctx.clock.now();
  const invited = {
    restaurant_id: restaurantId,
    role: body.role,
    name: body.name ?? existing?.name ?? '',
    surname: body.surname ?? existing?.surname ?? '',
    updated_at: now,
  };
  const user = await ctx.asTenant(businessId, async (tx) =>
    existing
      ? (await changeAccount(tx, { id: existing.id, changes: invited }))!
      : addAccount(tx, {
          ...invited,
          business_id: businessId,
          email: body.email,
          address: EMPTY_ADDRESS,
          created_at: now,
        }),
  );
  await sendInvitation(ctx, user, businessId);
  return toUser(user, actor);
}
