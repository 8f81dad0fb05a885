import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { ServiceContext } from '../shared/context';
import type { RateRule } from '../shared/rate-rule';

export interface RateLimitPluginOptions {
  /**
   * Counts one attempt and throws the 429 once the rule's limit is passed: the rate-limit module's
   * counters in the database (shared by every process), handed over by app.ts.
   */
  consumeAttempt: (ctx: ServiceContext, rule: RateRule, subject: string) => Promise<void>;
}

/**
 * Rate limits as a route option (`config.rateLimit`, DESIGN.md §4): checked after validation,
 * before the handler, so a malformed request is a 400 and costs no attempt, and every attempt the
 * service sees was counted. The hook is attached in `onRoute` to the limited routes only. Limits
 * that need a database read first (an account's resends, a restaurant's contact form) stay in
 * their services.
 */
export default fp(
  async (app: FastifyInstance, opts: RateLimitPluginOptions) => {
    app.addHook('onRoute', (route) => {
      const limits = route.config?.rateLimit;
      if (!limits?.length) return;
      const consumeAttempts: preHandlerAsyncHookHandler = async (request) => {
        for (const { rule, subjectOf } of limits) {
          await opts.consumeAttempt(request.ctx, rule, subjectOf?.(request) ?? request.ip);
        }
      };
      const own = route.preHandler;
      route.preHandler = [consumeAttempts, ...(own ? [own].flat() : [])];
    });
  },
  { name: 'rate-limit', dependencies: ['auth'] },
);
