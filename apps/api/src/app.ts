import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import formBody from '@fastify/formbody';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type DatabaseHandle, databaseTargetOf, openDatabase } from './db/client';
import { systemAccess } from './db/system-access';
import { authRoutes } from './modules/auth/auth.routes';
import { createCallerIdentifier } from './modules/auth/caller';
import { googleSignInRoutes } from './modules/auth/google-sign-in.routes';
import { bookingsRoutes } from './modules/bookings/bookings.routes';
import { publicBookingsRoutes } from './modules/bookings/public-bookings.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { cashUpsRoutes } from './modules/cashups/cashups.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { demoLoginRoutes } from './modules/demo-login/demo-login.routes';
import { discountsRoutes } from './modules/discounts/discounts.routes';
import eventsPlugin from './modules/events/events.plugin';
import { expensesRoutes } from './modules/expenses/expenses.routes';
import { floorRoutes } from './modules/floor/floor.routes';
import { serviceRoutes } from './modules/floor/service.routes';
import { galleryRoutes } from './modules/gallery/gallery.routes';
import { giftcardsRoutes } from './modules/giftcards/giftcards.routes';
import { publicGiftcardsRoutes } from './modules/giftcards/public-giftcards.routes';
import { healthRoutes } from './modules/health/health.routes';
import type { JobRunnerOptions } from './modules/jobs/job-runner';
import jobsPlugin from './modules/jobs/jobs.plugin';
import { mediaRoutes } from './modules/media/media.routes';
import { mediaFilesRoutes } from './modules/media/media-files.routes';
import { menuContentRoutes } from './modules/menus/menu-content.routes';
import { menusRoutes } from './modules/menus/menus.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { publicOrdersRoutes } from './modules/orders/public-orders.routes';
import { paymentsAccountRoutes, stripeWebhookRoutes } from './modules/payments/payments.routes';
import { privacyNoticeRoutes } from './modules/privacy-notice/privacy-notice.routes';
import { consumeAttempt } from './modules/rate-limit/rate-limit.service';
import { reportsRoutes } from './modules/reports/reports.routes';
import { googleBusinessRoutes } from './modules/restaurants/google-business.routes';
import { openingTimesRoutes } from './modules/restaurants/opening-times.routes';
import { restaurantEmailRoutes } from './modules/restaurants/restaurant-email.routes';
import { restaurantHostsRoutes } from './modules/restaurants/restaurant-hosts.routes';
import { restaurantsRoutes } from './modules/restaurants/restaurants.routes';
import { findRestaurant } from './modules/restaurants/tenant-restaurants.service';
import { rotaRoutes } from './modules/rota/rota.routes';
import { pageRoutes } from './modules/site-head/page.routes';
import { siteHeadRoutes } from './modules/site-head/site-head.routes';
import { siteFilesRoutes } from './modules/sitemap/site-files.routes';
import { sitemapRoutes } from './modules/sitemap/sitemap.routes';
import sitePlugin from './modules/sites/site.plugin';
import { sitesRoutes } from './modules/sites/sites.routes';
import { versionPollRoutes } from './modules/sites/version-poll.routes';
import { PLAN_CATALOGUE } from './modules/subscriptions/plan-catalogue';
import { upsertPlans } from './modules/subscriptions/subscriptions.repository';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import { suppliersRoutes } from './modules/suppliers/suppliers.routes';
import { usersRoutes } from './modules/users/users.routes';
import { wagesRoutes } from './modules/wages/wages.routes';
import answerCachePlugin from './plugins/answer-cache';
import authPlugin from './plugins/auth';
import databasePlugin from './plugins/database';
import errorsPlugin from './plugins/errors';
import { fastAnswererOf, type ProxyTrust } from './plugins/fast-answers';
import inputGuardPlugin from './plugins/input-guard';
import metricsPlugin from './plugins/metrics';
import openapiPlugin from './plugins/openapi';
import rateLimitPlugin from './plugins/rate-limit';
import {
  lazyChildLoggerFactory,
  loggerOptionsOf,
  newRequestId,
  RequestLogController,
} from './plugins/request-log';
import securityHeadersPlugin from './plugins/security-headers';
import tenantPlugin from './plugins/tenant';
import webPlugin from './plugins/web';
import { devOutboxRoutes, isDevOutboxServed } from './ports/mail/dev-outbox.routes';
import type { MailPort } from './ports/mail/mail-port';
import { createOutboxMail } from './ports/mail/outbox-mail';
import { createSmtpMail } from './ports/mail/smtp-mail';
import type { PaymentPort } from './ports/payments/payment-port';
import { createStripePayments } from './ports/payments/stripe-payments';
import { createStorage } from './ports/storage/create-storage';
import type { StoragePort } from './ports/storage/storage-port';
import { type Clock, systemClock } from './shared/clock';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildAppOptions {
  config: Config;
  /** An already open database (tests share one per file); otherwise opened from config and owned. */
  database?: DatabaseHandle;
  clock?: Clock;
  mail?: MailPort;
  /** Defaults to the adapter `config.storage` names (disk or S3). */
  storage?: StoragePort;
  /** Defaults to Stripe when `config.stripe` is set, else none (pay at the restaurant only). */
  payments?: PaymentPort | null;
  logger?: FastifyServerOptions['logger'];
  /** Background jobs: workers poll unless `workers: false` (tests then call `app.jobs.runDueJobs()`). */
  jobs?: JobRunnerOptions;
  /** Sees each route as it is registered (the contract test compares their schemas). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the whole application without listening: server.ts and every test call this. */
export async function buildApp(options: BuildAppOptions) {
  const { config } = options;
  const { trustProxy } = config;
  // A number of hops is the nearest proxies, counted from the app (Fastify's own meaning).
  const proxyTrust: ProxyTrust =
    typeof trustProxy === 'number'
      ? (_address: string, hop: number) => hop < trustProxy
      : trustProxy;
  const app = Fastify({
    logger: options.logger ?? loggerOptionsOf(config),
    // One line per request, at the level it deserves (plugins/request-log.ts).
    logController: new RequestLogController(),
    // Each request's logger is made when something logs, not for every request.
    childLoggerFactory: lazyChildLoggerFactory,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: proxyTrust,
    requestIdHeader: 'x-request-id',
    genReqId: newRequestId,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    // While shutting down, requests already on an open connection are served, not refused with a
    // body outside our error shape; server.ts closes idle connections so shutdown still ends.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.decorateRequest('routeOptionsRead', null);
  // The request id ties a user's report to the log lines of that request. Set before anything
  // else (an answer made in any later hook or by an error has it), in a callback hook: every
  // request runs it, the hottest reads included.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.setSerializerCompiler(serializerCompiler);

  const owned = !options.database;
  const handle = options.database ?? (await openDatabase(databaseTargetOf(config)));
  try {
    await upsertPlans(handle.db, PLAN_CATALOGUE);
  } catch (error) {
    if (owned) await handle.close();
    throw error;
  }
  const clock = options.clock ?? systemClock;
  app.decorate('config', config);
  app.decorate('clock', clock);
  app.decorate(
    'mail',
    options.mail ??
      (config.smtpUrl
        ? createSmtpMail(config.smtpUrl, config.mailFrom, handle.db, clock, app.log)
        : createOutboxMail(handle.db, clock, app.log)),
  );
  app.decorate('storage', options.storage ?? createStorage(config.storage));
  app.decorate(
    'payments',
    options.payments !== undefined
      ? options.payments
      : config.stripe
        ? createStripePayments(config.stripe)
        : null,
  );

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  // Pages and JSON (a whole menu is ~15 KB) travel compressed; small answers such as the version
  // poll stay below the threshold. Brotli at quality 4: near gzip's speed, smaller output.
  // Fingerprinted assets are compressed at build time (@fastify/static preCompressed).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // After the security headers and compression, before the session work a remembered answer skips.
  await app.register(answerCachePlugin);
  await app.register(databasePlugin, { handle, owned });
  // The restaurant cache and `request.site`: a module's plugin, since resolving a site is its job.
  await app.register(sitePlugin, { handle });
  // Before the routes, whose modules register their job handlers on `app.jobs`.
  await app.register(jobsPlugin, options.jobs ?? { workers: true });
  await app.register(formBody, { bodyLimit: BODY_LIMIT_BYTES });
  await app.register(openapiPlugin);
  await app.register(authPlugin, {
    identifyCaller: createCallerIdentifier({ system: systemAccess(handle.db), config, clock }),
  });
  await app.register(tenantPlugin);
  await app.register(rateLimitPlugin, { consumeAttempt });
  await app.register(inputGuardPlugin);
  // After openapi (which documents the routes that follow), before the routes it counts.
  await app.register(metricsPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(cartRoutes, { prefix: '/cart' });
      await api.register(menusRoutes);
      await api.register(menuContentRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(googleSignInRoutes, { prefix: '/auth' });
      await api.register(demoLoginRoutes, { prefix: '/auth' });
      await api.register(usersRoutes, { prefix: '/users' });
      await api.register(sitesRoutes, { prefix: '/restaurant' });
      await api.register(restaurantsRoutes, { prefix: '/restaurant' });
      await api.register(openingTimesRoutes, { prefix: '/restaurant' });
      await api.register(restaurantHostsRoutes, { prefix: '/restaurant' });
      await api.register(sitemapRoutes, { prefix: '/r2' });
      await api.register(versionPollRoutes, { prefix: '/restaurant' });
      await api.register(googleBusinessRoutes, { prefix: '/restaurant' });
      await api.register(restaurantEmailRoutes, { prefix: '/restaurant' });
      await api.register(subscriptionsRoutes, { prefix: '/subscriptions' });
      await api.register(mediaRoutes, { prefix: '/restaurant' });
      await api.register(galleryRoutes);
      await api.register(contactRoutes, { prefix: '/restaurant' });
      await api.register(privacyNoticeRoutes, { prefix: '/restaurant' });
      await api.register(paymentsAccountRoutes, { prefix: '/restaurant' });
      await api.register(stripeWebhookRoutes);
      await api.register(ordersRoutes);
      await api.register(publicOrdersRoutes);
      await api.register(bookingsRoutes);
      await api.register(publicBookingsRoutes);
      await api.register(floorRoutes);
      await api.register(serviceRoutes);
      await api.register(giftcardsRoutes);
      await api.register(publicGiftcardsRoutes);
      await api.register(discountsRoutes);
      await api.register(cashUpsRoutes);
      await api.register(suppliersRoutes);
      await api.register(expensesRoutes);
      await api.register(rotaRoutes);
      await api.register(wagesRoutes);
      await api.register(reportsRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(eventsPlugin, { handle, findRestaurant });
  if (isDevOutboxServed(config)) await app.register(devOutboxRoutes);
  await app.register(siteFilesRoutes);
  await app.register(mediaFilesRoutes);
  await app.register(siteHeadRoutes);
  await app.register(webPlugin);
  await app.register(pageRoutes);
  // Remembered answers are written before Fastify sees their requests (decision 039).
  const fastAnswers = fastAnswererOf({
    answers: app.rememberedAnswers,
    trustProxy: proxyTrust,
    record: (...request) => app.requestMetrics.record(...request),
    log: app.log,
  });
  fastAnswers.installOn(app.server);
  app.addHook('preClose', (done) => {
    fastAnswers.close();
    done();
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
