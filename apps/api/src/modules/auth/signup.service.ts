import type { SignupBody, SignupDemoBody } from '@coperto/shared/auth/auth.schemas';
import { EMPTY_ADDRESS } from '@coperto/shared/common/address.schemas';
import { DEFAULT_THEME_COLORS } from '@coperto/shared/common/constants';
import { runAsPlatform } from '../../db/system-access';
import type { TenantTx } from '../../db/tenant-scope';
import { badRequest, conflict } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import { hashSecret, newPublicId, newSixDigitCode } from '../../shared/secrets';
import { deriveHostname } from '../restaurants/host-names.service';
import {
  addBusiness,
  addRestaurant,
  type RestaurantRow,
} from '../restaurants/tenant-restaurants.service';
import { findTrialRestaurantRow } from '../sites/sites.service';
import { DEMO_TRIAL_DAYS, TRIAL_DAYS, TRIAL_PLAN_CODE } from '../subscriptions/plan-catalogue';
import { findPlanOfCode, startSubscription } from '../subscriptions/subscriptions.service';
import { addAccount, findAccountByEmail, type UserRow } from '../users/user-accounts.service';
import { verificationCodeEmail } from './auth-emails';
import { DAY, MINUTE, VERIFICATION_CODE_TTL_MINUTES } from './auth-timings';
import { type CodePurpose, insertOneTimeCode } from './one-time-code.repository';
import { hashPassword } from './passwords';

// Sign-up (full and demo trial): a business, its first restaurant and owner, a trial plan,
// and a verification code by email. Verifying it is signup-verification.service.ts.

async function issueVerificationCode(
  ctx: ServiceContext,
  tx: TenantTx,
  user: UserRow,
  purpose: Extract<CodePurpose, 'signup_verification' | 'demo_verification'>,
) {
  const publicId = newPublicId();
  const code = newSixDigitCode();
  const expiresAt = new Date(ctx.clock.now().getTime() + VERIFICATION_CODE_TTL_MINUTES * MINUTE);
  await insertOneTimeCode(tx, {
    public_id: publicId,
    business_id: user.business_id,
    user_id: user.id,
    purpose,
    secret_hash: hashSecret(`${publicId}:${code}`),
    expires_at: expiresAt,
    created_at: ctx.clock.now(),
  });
  return { publicId, code, expiresAt };
}

export async function sendVerificationCode(ctx: ServiceContext, user: UserRow, code: string) {
  await ctx.mail.send({
    ...verificationCodeEmail(user.email, code, VERIFICATION_CODE_TTL_MINUTES),
    businessId: user.business_id,
  });
}

interface NewAccount {
  businessName: string;
  vatNumber?: string;
  address?: SignupBody['address'];
  restaurant: Partial<RestaurantRow> & { name: string; languages: string[] };
  owner: { name: string; surname: string; email: string; password: string };
  planCode: string;
  trialDays: number;
  isDemo: boolean;
}

/** Business, first restaurant, owner (unverified) and trial subscription, all or nothing. */
async function createAccount(
  ctx: ServiceContext,
  account: NewAccount,
  purpose: 'signup_verification' | 'demo_verification',
) {
  const email = account.owner.email;
  if (await findAccountByEmail(ctx, email)) {
    throw conflict('An account with this email already exists', { email: 'Already registered' });
  }
  const plan = await findPlanOfCode(ctx, account.planCode);
  if (!plan) throw badRequest('Unknown plan', { plan_code: 'Unknown plan' });
  const passwordHash = await hashPassword(account.owner.password);
  const now = ctx.clock.now();
  const hostname = await deriveHostname(ctx.system, account.restaurant.name, ctx.config.publicUrl);
  // The business does not exist until this commits: the one tenant-less write of the app.
  const { user, verification } = await runAsPlatform(ctx.system, async (tx) => {
    const business = await addBusiness(tx, {
      name: account.businessName,
      vat_number: account.vatNumber ?? '',
      address: account.address ?? EMPTY_ADDRESS,
      is_demo: account.isDemo,
      created_at: now,
      updated_at: now,
    });
    const {
      languages,
      id: _id,
      business_id: _b,
      public_key: _k,
      created_at: _c,
      ...fields
    } = account.restaurant;
    const restaurant = await addRestaurant(tx, {
      theme: DEFAULT_THEME_COLORS,
      address: account.address ?? EMPTY_ADDRESS,
      ...fields,
      is_trial: false,
      show_in_logo_slider: false,
      deleted_at: null,
      business_id: business.id,
      public_key: newPublicId(12),
      last_updated: now,
      created_at: now,
      hostnames: [hostname],
      languages,
    });
    const owner = await addAccount(tx, {
      business_id: business.id,
      restaurant_id: restaurant.id,
      role: 'owner',
      email,
      password_hash: passwordHash,
      name: account.owner.name,
      surname: account.owner.surname,
      address: EMPTY_ADDRESS,
      created_at: now,
      updated_at: now,
    });
    await startSubscription(tx, {
      business_id: business.id,
      plan_id: plan.id,
      status: 'trialing',
      current_period_end: new Date(now.getTime() + account.trialDays * DAY),
      created_at: now,
    });
    return { user: owner, verification: await issueVerificationCode(ctx, tx, owner, purpose) };
  });
  // The account exists now: a mail failure must not hide its id, or the owner could never verify.
  const emailSent = await sendVerificationCode(ctx, user, verification.code).then(
    () => true,
    (error: unknown) => {
      ctx.log.error({ err: error, userId: user.id }, 'sign-up code not sent');
      return false;
    },
  );
  return {
    signUpTempId: verification.publicId,
    email: user.email,
    expiresAt: verification.expiresAt.toISOString(),
    email_sent: emailSent,
  };
}

export function signup(ctx: ServiceContext, body: SignupBody) {
  return createAccount(
    ctx,
    {
      businessName: body.business_name,
      vatNumber: body.vat_number,
      address: body.address,
      restaurant: { name: body.restaurant_name, languages: ['it', 'en'] },
      owner: { name: body.name, surname: body.surname, email: body.email, password: body.password },
      planCode: body.plan_code ?? TRIAL_PLAN_CODE,
      trialDays: TRIAL_DAYS,
      isDemo: false,
    },
    'signup_verification',
  );
}

/** A demo trial starts from the trial restaurant's look and texts (menus follow in later issues). */
export async function signupDemo(ctx: ServiceContext, body: SignupDemoBody) {
  const template = await findTrialRestaurantRow(ctx);
  const restaurantName = body.restaurant_name ?? `Ristorante di ${body.name}`;
  return createAccount(
    ctx,
    {
      businessName: `${body.name} ${body.surname}`,
      restaurant: {
        name: restaurantName,
        languages: ['it', 'en'],
        ...(template && {
          description: template.description,
          font: template.font,
          theme: template.theme,
          image_url: template.image_url,
          alt_image_url: template.alt_image_url,
          logo_url: template.logo_url,
          time_zone: template.time_zone,
        }),
      },
      owner: { name: body.name, surname: body.surname, email: body.email, password: body.password },
      planCode: TRIAL_PLAN_CODE,
      trialDays: DEMO_TRIAL_DAYS,
      isDemo: true,
    },
    'demo_verification',
  );
}

/** Checks a sign-up code: bounded attempts, expiry, single use; success signs the owner in. */
