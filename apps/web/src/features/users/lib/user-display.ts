import type { User } from '@coperto/shared/users/users.schemas';
import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../../shared/lib/api-client';

/** "Luca Verdi", or the email of someone invited without a name. */
export function displayNameOf(user: Pick<User, 'name' | 'surname' | 'email'>): string {
  return `${user.name} ${user.surname}`.trim() || user.email;
}

export function initialsOf(user: Pick<User, 'name' | 'surname' | 'email'>): string {
  const letters = `${user.name.trim().charAt(0)}${user.surname.trim().charAt(0)}`;
  return (letters || user.email.charAt(0)).toUpperCase();
}

/** A failed action on a user, in the user's language (the server's details are English). */
export function describeUserActionError(t: TFunction<'users'>, error: unknown): string {
  const code = error instanceof ApiRequestError ? error.code : undefined;
  switch (code) {
    case 'RULE_BROKEN':
      return t('errors.lastOwner');
    case 'FORBIDDEN':
      return t('errors.forbidden');
    case 'NOT_FOUND':
      return t('errors.notFound');
    case 'RATE_LIMITED':
      return t('errors.rateLimited');
    case 'NETWORK':
      return t('errors.network');
    default:
      return t('errors.failed');
  }
}
