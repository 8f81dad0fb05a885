import type { FastifyRequest } from 'fastify';

/** At most `limit` attempts per window of `windowMs`, counted per subject under `name`. */
export interface RateRule {
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * A route's limit (route option `config.rateLimit`): the rule, and whose attempts count together —
 * the caller's address unless `subjectOf` names something of the validated request (an email).
 */
export interface RouteRateLimit {
  rule: RateRule;
  subjectOf?: (request: FastifyRequest) => string;
}
