import * as giftcardEndpoints from '@coperto/shared/giftcards/giftcard.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemAccess } from '../../db/system-access';
import { schemaOf } from '../../shared/endpoint-schema';
import type { RateRule } from '../../shared/rate-rule';
import { restaurantNamedBy } from '../restaurants/restaurant-resources';
import { registerGiftCardJobs, scheduleGiftCardExpiries } from './giftcard-jobs';
import { GIFT_CARD_IN_PATH, GIFT_CARD_TEMPLATE_IN_PATH } from './giftcard-resources';
import * as templates from './giftcard-templates.service';
import * as cards from './giftcards.service';
import { registerGiftCardCheckouts } from './public-giftcards.service';

const tags = ['giftcards'];

/**
 * Look-ups of typed codes per signed-in user: a counter needs a few a minute; a script guessing
 * codes (a check character already stops most typos) is stopped long before it finds one.
 */
export const GIFT_CARD_LOOKUPS_PER_USER: RateRule = {
  name: 'giftcard-lookup:user',
  limit: 60,
  windowMs: 10 * 60_000,
};

/** The dashboard's gift cards (decision 067): templates, cards, the counter and the ledger. */
export const giftcardsRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerGiftCardJobs(app.jobs);
  await registerGiftCardCheckouts(app.jobs);
  // Once the job queues exist: every card that will expire has its expiry queued (decision 073).
  app.addHook('onReady', async () => {
    await scheduleGiftCardExpiries(systemAccess(app.db));
  });

  app.get(
    '/giftcard-templates',
    {
      config: { permission: 'read:giftcards' },
      schema: {
        tags,
        summary: "The business's gift card templates, with their restaurants and cards issued",
        ...schemaOf(giftcardEndpoints.listGiftCardTemplates),
      },
    },
    (req) => templates.listGiftCardTemplates(req.ctx),
  );

  app.post(
    '/giftcard-templates',
    {
      config: { permission: 'update:giftcards' },
      schema: {
        tags,
        summary:
          'Add a template: design, amounts (presets and/or a free range), validity, texts per language, restaurants',
        ...schemaOf(giftcardEndpoints.createGiftCardTemplate),
      },
    },
    async (req, reply) =>
      reply.status(201).send(await templates.createGiftCardTemplate(req.ctx, req.body)),
  );

  app.put(
    '/giftcard-templates/:id',
    {
      config: { permission: 'update:giftcards', tenantResource: GIFT_CARD_TEMPLATE_IN_PATH },
      schema: {
        tags,
        summary: 'Change a template; cards already issued keep their amount and last day',
        ...schemaOf(giftcardEndpoints.updateGiftCardTemplate),
      },
    },
    (req) => templates.updateGiftCardTemplate(req.ctx, req.params.id, req.body),
  );

  app.delete(
    '/giftcard-templates/:id',
    {
      config: { permission: 'update:giftcards', tenantResource: GIFT_CARD_TEMPLATE_IN_PATH },
      schema: {
        tags,
        summary: 'Delete a template no card was issued from (409 otherwise: turn it off)',
        ...schemaOf(giftcardEndpoints.deleteGiftCardTemplate),
      },
    },
    (req) => templates.deleteGiftCardTemplate(req.ctx, req.params.id),
  );

  app.get(
    '/giftcards',
    {
      config: { permission: 'read:giftcards' },
      schema: {
        tags,
        summary:
          'Gift cards by status, sale days, template or a search of code, buyer and recipient, with the totals sold, redeemed and outstanding',
        ...schemaOf(giftcardEndpoints.listGiftCards),
      },
    },
    (req) => cards.listGiftCards(req.ctx, req.query),
  );

  app.post(
    '/giftcards',
    {
      config: {
        permission: 'update:giftcards',
        tenantResource: restaurantNamedBy('body', 'restaurant_id'),
      },
      schema: {
        tags,
        summary:
          'Issue a card sold at the counter, paid in cash or by card (Idempotency-Key required)',
        ...schemaOf(giftcardEndpoints.issueGiftCard),
      },
    },
    async (req, reply) => {
      const answer = await cards.issueGiftCard(req.ctx, req.body, req.headers['idempotency-key']);
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(answer.body);
    },
  );

  app.get(
    '/giftcards/lookup',
    {
      config: {
        permission: 'redeem:giftcards',
        rateLimit: [
          {
            rule: GIFT_CARD_LOOKUPS_PER_USER,
            subjectOf: (req) => String(req.actor?.userId ?? req.ip),
          },
        ],
      },
      schema: {
        tags,
        summary:
          'The card a typed or scanned code names, with its balance (400 for a mistyped code)',
        ...schemaOf(giftcardEndpoints.lookUpGiftCard),
      },
    },
    (req) => cards.lookUpGiftCard(req.ctx, req.query.code),
  );

  app.get(
    '/giftcards/:id',
    {
      config: { permission: 'read:giftcards', tenantResource: GIFT_CARD_IN_PATH },
      schema: {
        tags,
        summary: 'A card with its ledger, balance and where it is accepted',
        ...schemaOf(giftcardEndpoints.getGiftCard),
      },
    },
    (req) => cards.getGiftCard(req.ctx, req.params.id),
  );

  app.post(
    '/giftcards/:id/redeem',
    {
      config: { permission: 'redeem:giftcards', tenantResource: GIFT_CARD_IN_PATH },
      schema: {
        tags,
        summary:
          'Spend part or all of the balance at the counter (Idempotency-Key required; 422 beyond the balance, expired or not accepted here)',
        ...schemaOf(giftcardEndpoints.redeemGiftCard),
      },
    },
    async (req, reply) => {
      const answer = await cards.redeemGiftCard(
        req.ctx,
        req.params.id,
        req.body,
        req.headers['idempotency-key'],
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return answer.body;
    },
  );

  app.post(
    '/giftcards/:id/adjust',
    {
      config: { permission: 'update:giftcards', tenantResource: GIFT_CARD_IN_PATH },
      schema: {
        tags,
        summary: 'Correct the balance either way, with a reason (never below 0)',
        ...schemaOf(giftcardEndpoints.adjustGiftCard),
      },
    },
    (req) => cards.adjustGiftCard(req.ctx, req.params.id, req.body),
  );

  app.put(
    '/giftcards/:id/expiry',
    {
      config: { permission: 'extend:giftcards', tenantResource: GIFT_CARD_IN_PATH },
      schema: {
        tags,
        summary: "Extend a card's last day (owner); an expired card gets its balance back",
        ...schemaOf(giftcardEndpoints.extendGiftCard),
      },
    },
    (req) => cards.extendGiftCard(req.ctx, req.params.id, req.body),
  );

  app.post(
    '/giftcards/:id/resend',
    {
      config: { permission: 'update:giftcards', tenantResource: GIFT_CARD_IN_PATH },
      schema: {
        tags,
        summary: "Send the card's email again now, to the recipient with the buyer's copy",
        ...schemaOf(giftcardEndpoints.resendGiftCard),
      },
    },
    (req) => cards.resendGiftCard(req.ctx, req.params.id),
  );
};
