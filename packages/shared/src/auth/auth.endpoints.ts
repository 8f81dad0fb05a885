import { endpoint } from '../common/endpoint';
import { DetailResponseSchema } from '../common/list.schemas';
import { UserSchema } from '../users/users.schemas';
import {
  ActiveUsersResponseSchema,
  AuthProvidersSchema,
  CurrentUserSchema,
  EmailBodySchema,
  GoogleCompleteBodySchema,
  GoogleStartQuerySchema,
  GoogleStartResponseSchema,
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
} from './auth.schemas';
import { DemoLoginSchema } from './demo-login.schemas';

// Sign-in, sessions, sign-up, passwords and invitations (DESIGN.md §6).

export const login = endpoint({
  method: 'POST',
  path: '/auth/login',
  query: LoginQuerySchema,
  form: LoginFormSchema,
  response: CurrentUserSchema,
});

export const refreshToken = endpoint({
  method: 'POST',
  path: '/auth/refresh-token',
  body: RefreshTokenBodySchema,
  response: RefreshTokenResponseSchema,
});

export const logout = endpoint({
  method: 'POST',
  path: '/auth/logout',
  response: DetailResponseSchema,
});

export const signup = endpoint({
  method: 'POST',
  path: '/auth/signup',
  body: SignupBodySchema,
  response: SignupStartedSchema,
  status: 201,
});

export const signupDemo = endpoint({
  method: 'POST',
  path: '/auth/signup-demo',
  body: SignupDemoBodySchema,
  response: SignupStartedSchema,
  status: 201,
});

export const verifySignup = endpoint({
  method: 'POST',
  path: '/auth/verification/:id',
  params: SignupIdParamsSchema,
  body: VerificationBodySchema,
  response: CurrentUserSchema,
});

export const verifyDemoSignup = endpoint({
  method: 'POST',
  path: '/auth/verification-demo',
  body: VerificationDemoBodySchema,
  response: CurrentUserSchema,
});

export const resendSignupCode = endpoint({
  method: 'POST',
  path: '/auth/resend-code-email/:id',
  params: SignupIdParamsSchema,
  response: SignupStartedSchema,
});

export const resendVerificationEmail = endpoint({
  method: 'POST',
  path: '/auth/resend-email',
  body: EmailBodySchema,
  response: DetailResponseSchema,
});

export const sendResetEmail = endpoint({
  method: 'POST',
  path: '/auth/send-reset-email',
  body: EmailBodySchema,
  response: DetailResponseSchema,
});

export const resetPassword = endpoint({
  method: 'POST',
  path: '/auth/reset-password',
  body: ResetPasswordBodySchema,
  response: DetailResponseSchema,
});

export const inviteUser = endpoint({
  method: 'POST',
  path: '/auth/invite-user-email',
  body: InviteUserBodySchema,
  response: UserSchema,
  status: 201,
});

export const listActiveUsers = endpoint({
  method: 'GET',
  path: '/auth/active-users',
  response: ActiveUsersResponseSchema,
});

export const getAuthProviders = endpoint({
  method: 'GET',
  path: '/auth/providers',
  response: AuthProvidersSchema,
});

export const startGoogleSignIn = endpoint({
  method: 'POST',
  path: '/auth/google/start',
  query: GoogleStartQuerySchema,
  response: GoogleStartResponseSchema,
});

export const completeGoogleSignIn = endpoint({
  method: 'POST',
  path: '/auth/google/complete',
  body: GoogleCompleteBodySchema,
  response: CurrentUserSchema,
});

export const getDemoLogin = endpoint({
  method: 'GET',
  path: '/auth/demo-login',
  response: DemoLoginSchema,
});
