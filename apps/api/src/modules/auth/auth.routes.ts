import {
  ActiveUsersResponseSchema,
  CurrentUserSchema,
  EmailBodySchema,
  InviteUserBodySchema,
  LoginFormSchema,
  LoginQuerySchema,
  RefreshTokenBodySchema,
  RefreshTokenResponseSchema,
  ResetPasswordBodySchema,
  SignupBodySchema,
  SignupDemoBodySchema,
  SignupIdParamsSchema,
  SignupStartedSchema,
  VerificationBodySchema,
  VerificationDemoBodySchema,
} from '@coperto/shared/auth/auth.schemas';
import { DetailResponseSchema } from '@coperto/shared/common/list.schemas';
import { UserSchema } from '@coperto/shared/users/users.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RATE_RULES } from '../rate-limit/rate-limit.service';
import * as auth from './auth.service';
import * as invitations from './invitations.service';
import * as passwordResets from './password-reset.service';
import * as signups from './signup.service';
import * as verifications from './signup-verification.service';

const tags = ['auth'];

/** A reset link per address and per account: the address first, as the limits always counted. */
const RESET_LIMITS = [
  { rule: RATE_RULES.resetPerIp },
  { rule: RATE_RULES.resetPerAccount, subjectOf: (req: FastifyRequest) => emailOf(req.body) },
];

function emailOf(body: unknown): string {
  return (body as { email: string }).email;
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Log in with email and password (form-encoded)',
        consumes: ['application/x-www-form-urlencoded'],
        querystring: LoginQuerySchema,
        body: LoginFormSchema,
        response: { 200: CurrentUserSchema },
      },
    },
    (req) => auth.login(req.ctx, req.body, req.query.public_key),
  );

  app.post(
    '/refresh-token',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A new access token for a live session',
        body: RefreshTokenBodySchema,
        response: { 200: RefreshTokenResponseSchema },
      },
    },
    (req) => auth.refreshToken(req.ctx, req.body.token),
  );

  app.post(
    '/logout',
    {
      // Public so that a missing or stale token gets the spec's own message, not a generic 401.
      config: { public: true },
      schema: { tags, summary: 'End the current session', response: { 200: DetailResponseSchema } },
    },
    (req) => auth.logout(req.ctx),
  );

  app.post(
    '/signup',
    {
      config: { public: true, rateLimit: [{ rule: RATE_RULES.signupPerIp }] },
      schema: {
        tags,
        summary: 'Create a business, its owner and first restaurant; emails a 6-digit code',
        body: SignupBodySchema,
        response: { 201: SignupStartedSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await signups.signup(req.ctx, req.body)),
  );

  app.post(
    '/signup-demo',
    {
      config: { public: true, rateLimit: [{ rule: RATE_RULES.signupPerIp }] },
      schema: {
        tags,
        summary: "Start a demo trial on the trial restaurant's template; emails a 6-digit code",
        body: SignupDemoBodySchema,
        response: { 201: SignupStartedSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await signups.signupDemo(req.ctx, req.body)),
  );

  app.post(
    '/verification/:id',
    {
      config: { public: true, rateLimit: [{ rule: RATE_RULES.verificationPerIp }] },
      schema: {
        tags,
        summary: 'Verify a sign-up with its code; signs the owner in',
        params: SignupIdParamsSchema,
        body: VerificationBodySchema,
        response: { 200: CurrentUserSchema },
      },
    },
    (req) =>
      verifications.verifySignup(req.ctx, req.params.id, req.body.code, 'signup_verification'),
  );

  app.post(
    '/verification-demo',
    {
      config: { public: true, rateLimit: [{ rule: RATE_RULES.verificationPerIp }] },
      schema: {
        tags,
        summary: 'Verify a demo trial with its code; signs the owner in',
        body: VerificationDemoBodySchema,
        response: { 200: CurrentUserSchema },
      },
    },
    (req) => verifications.verifySignup(req.ctx, req.body.id, req.body.code, 'demo_verification'),
  );

  app.post(
    '/resend-code-email/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Email a new verification code for a sign-up',
        params: SignupIdParamsSchema,
        response: { 200: SignupStartedSchema },
      },
    },
    (req) => verifications.resendSignupCode(req.ctx, req.params.id),
  );

  app.post(
    '/resend-email',
    {
      config: { public: true, rateLimit: [{ rule: RATE_RULES.resetPerIp }] },
      schema: {
        tags,
        summary: 'Send again the verification code or invitation an account is waiting for',
        body: EmailBodySchema,
        response: { 200: DetailResponseSchema },
      },
    },
    (req) => verifications.resendEmail(req.ctx, req.body.email),
  );

  app.post(
    '/send-reset-email',
    {
      config: { public: true, rateLimit: RESET_LIMITS },
      schema: {
        tags,
        summary: 'Email a single-use password reset link (same answer for unknown emails)',
        body: EmailBodySchema,
        response: { 200: DetailResponseSchema },
      },
    },
    (req) => passwordResets.sendResetEmail(req.ctx, req.body.email),
  );

  app.post(
    '/reset-password',
    {
      config: { public: true, rateLimit: [{ rule: RATE_RULES.verificationPerIp }] },
      schema: {
        tags,
        summary: 'Set a password from a reset or invitation link',
        body: ResetPasswordBodySchema,
        response: { 200: DetailResponseSchema },
      },
    },
    (req) => passwordResets.resetPassword(req.ctx, req.body.token, req.body.password),
  );

  app.post(
    '/invite-user-email',
    {
      config: { permission: 'invite:users' },
      schema: {
        tags,
        summary: 'Invite a user of your business by email, with a role',
        body: InviteUserBodySchema,
        response: { 201: UserSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await invitations.inviteUser(req.ctx, req.body)),
  );

  app.get(
    '/active-users',
    {
      config: { permission: 'read:active-users' },
      schema: {
        tags,
        summary: 'Users of your business with a live session',
        response: { 200: ActiveUsersResponseSchema },
      },
    },
    (req) => auth.listActiveUsers(req.ctx),
  );
};
