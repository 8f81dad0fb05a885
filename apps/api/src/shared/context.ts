import type { Permission, Role } from '@coperto/shared/auth/permissions';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { SystemDb } from '../db/system-access';
import type { BusinessScope, TenantTx } from '../db/tenant-scope';
import type { MailPort } from '../ports/mail/mail-port';
import type { PaymentPort } from '../ports/payments/payment-port';
import type { StoragePort } from '../ports/storage/storage-port';
import type { Clock } from './clock';
import type { HostSite, PublicRestaurantCache } from './host-site';
import type { RouteRateLimit } from './rate-rule';
import type { TenantResource } from './tenant-resource';

/** The signed-in caller, resolved once per request by the auth plugin. */
export interface Actor {
  userId: number;
  sessionId: string;
  role: Role;
  businessId: number | null;
  restaurantId: number | null;
}

/** Work inside one tenant's transaction. */
export type TenantWork = <T>(work: (tx: TenantTx) => Promise<T>) => Promise<T>;

/** What every service receives: dependencies plus the caller; no HTTP objects. */
export interface ServiceContext {
  /** The caller's own tenant: the scope every signed-in change runs in. */
  asActor: TenantWork;
  /** A tenant a listed system read has just found (a public page's restaurant, a new sign-up). */
  asTenant<T>(scope: BusinessScope, work: (tx: TenantTx) => Promise<T>): Promise<T>;
  /** The reads before a tenant is known, listed in db/system-access.ts: they bypass RLS. */
  system: SystemDb;
  config: Config;
  clock: Clock;
  mail: MailPort;
  /** Media and generated files (sitemaps): disk or S3, chosen from config. */
  storage: StoragePort;
  /** Card payments (Stripe), or null when the platform takes none: pay at the restaurant only. */
  payments: PaymentPort | null;
  /** Public restaurants by host name, without a database round trip once warm. */
  restaurantCache: PublicRestaurantCache;
  log: FastifyBaseLogger;
  actor: Actor | null;
  ip: string;
  userAgent: string;
}

/**
 * The caller as the server records it: the business comes from the session row, never from the
 * token's claim, so a token signed with the real key cannot name another business.
 */
export function actorOfSession(session: {
  id: string;
  user_id: number;
  role: Role;
  business_id: number | null;
  restaurant_id: number | null;
}): Actor {
  return {
    userId: session.user_id,
    sessionId: session.id,
    role: session.role,
    businessId: session.business_id,
    restaurantId: session.restaurant_id,
  };
}

/** The business scope an actor works in: admins see the platform, everyone else their business. */
export function scopeOf(actor: Pick<Actor, 'role' | 'businessId'>): BusinessScope {
  if (actor.role === 'admin') return 'platform';
  if (actor.businessId === null) throw new Error('A non-admin actor must belong to a business');
  return actor.businessId;
}

/** The one restaurant a staff member is bound to; null for owners, managers and unbound staff. */
export function boundRestaurantOf(actor: Pick<Actor, 'role' | 'restaurantId'>): number | null {
  return actor.role === 'staff' ? actor.restaurantId : null;
}

/**
 * Whether the actor works at this restaurant: staff bound to one restaurant see only its
 * operations (orders, bookings, floor); owners and managers see every restaurant of the business.
 */
export function worksAt(actor: Pick<Actor, 'role' | 'restaurantId'>, restaurantId: number) {
  const bound = boundRestaurantOf(actor);
  return bound === null || bound === restaurantId;
}

/** The scope of a user row a system read found (a login, a reset link): that user's own. */
export function scopeOfUser(user: { role: Role; business_id: number | null }): BusinessScope {
  return scopeOf({ role: user.role, businessId: user.business_id });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session. Routes are private unless they say this. */
    public?: boolean;
    /**
     * A public route whose answer is the same for everyone: a bearer token is not even looked at,
     * so a signed-in visitor's call costs no session lookup (the hot public reads).
     */
    ignoresCaller?: boolean;
    /** Checked after authentication and before the body is validated (DESIGN.md §5). */
    permission?: Permission;
    /** The tenant-owned row the route's id names: checked before the body is validated. */
    tenantResource?: TenantResource;
    /** The handler reads `request.site`: the site plugin resolves the host once, before it. */
    hostSite?: boolean;
    /** Attempts counted before the handler, after validation (plugins/rate-limit.ts). */
    rateLimit?: readonly RouteRateLimit[];
  }
  interface FastifyInstance {
    config: Config;
    db: Database;
    clock: Clock;
    mail: MailPort;
    storage: StoragePort;
    payments: PaymentPort | null;
  }
  interface FastifyRequest {
    actor: Actor | null;
    ctx: ServiceContext;
    /** The request host's site, on routes with `hostSite: true`; null on the others. */
    site: HostSite | null;
  }
}
