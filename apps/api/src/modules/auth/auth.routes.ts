import * as authEndpoints from '@coperto/shared/auth/auth.endpoints';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../shared/endpoint-schema';
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
        ...schemaOf(authEndpoints.login),
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
        ...schemaOf(authEndpoints.refreshToken),
      },
    },
    (req) => auth.refreshToken(req.ctx, req.body.token),
  );

  app.post(
    '/logout',
    {
      // Public so that a missing or stale token gets the spec's own message, not a generic 401.
      config: { public: true },
      schema: { tags, summary: 'End the current session', ...schemaOf(authEndpoints.logout) },
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
        ...schemaOf(authEndpoints.signup),
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
        ...schemaOf(authEndpoints.signupDemo),
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
        ...schemaOf(authEndpoints.verifySignup),
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
        ...schemaOf(authEndpoints.verifyDemoSignup),
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
        ...schemaOf(authEndpoints.resendSignupCode),
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
        ...schemaOf(authEndpoints.resendVerificationEmail),
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
        ...schemaOf(authEndpoints.sendResetEmail),
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
        ...schemaOf(authEndpoints.resetPassword),
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
        ...schemaOf(authEndpoints.inviteUser),
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
        ...schemaOf(authEndpoints.listActiveUsers),
      },
    },
    (req) => auth.listActiveUsers(req.ctx),
  );
};
