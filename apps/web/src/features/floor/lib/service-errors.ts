import { SERVICE_RULES, type ServiceRule } from '@coperto/shared/floor/service.constants';
import { ApiRequestError } from '../../../shared/lib/api-client';

/**
 * Why the API refused a move, as a key the service view words: one of the service's rules
 * (`table_taken`: another host was faster), `gone` for a party or table no longer there (404) or
 * another refusal the screen was behind on (409/422 without a known rule); null for anything else
 * (a network error, a 5xx), which keeps the API's own message.
 */
export function refusalOf(error: unknown): ServiceRule | 'gone' | 'stale' | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.status === 404) return 'gone';
  if (error.status !== 409 && error.status !== 422) return null;
  const rule = Object.values(error.fields).find((value): value is ServiceRule =>
    (SERVICE_RULES as readonly string[]).includes(value),
  );
  return rule ?? 'stale';
}
