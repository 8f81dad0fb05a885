import * as giftcardEndpoints from '@coperto/shared/giftcards/giftcard.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../shared/endpoint-schema';
import type { RateRule } from '../../shared/rate-rule';
import * as giftcards from './public-giftcards.service';

const tags = ['giftcards'];

/** Reads of card pages per address: a family opening its cards, not a script walking links. */
export const GIFT_CARD_READS_PER_IP: RateRule = {
  name: 'giftcard-read:ip',
  limit: 120,
  windowMs: 15 * 60_000,
};

/** Purchases per address: a few presents at once, bounded. */
export const GIFT_CARD_PURCHASES_PER_IP: RateRule = {
  name: 'giftcard-purchase:ip',
  limit: 20,
  windowMs: 15 * 60_000,
};

/** The guest's side of gift cards: the site's shop, the purchase and the card's own page. */
export const publicGiftcardsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/giftcards/:publicKey/shop',
    {
      config: { public: true, rateLimit: [{ rule: GIFT_CARD_READS_PER_IP }] },
      schema: {
        tags,
        summary:
          "The gift cards a restaurant's site sells, and whether it takes the payment online (public)",
        ...schemaOf(giftcardEndpoints.getGiftCardShop),
      },
    },
    (req) => giftcards.getGiftCardShop(req.ctx, req.params.publicKey),
  );

  app.post(
    '/public/giftcards/:publicKey/purchase',
    {
      config: { public: true, rateLimit: [{ rule: GIFT_CARD_PURCHASES_PER_IP }] },
      schema: {
        tags,
        summary:
          'Buy a gift card: a pending card and the payment page; issued on the verified payment (public; Idempotency-Key; 409 without online payments)',
        ...schemaOf(giftcardEndpoints.purchaseGiftCard),
      },
    },
    async (req, reply) => {
      const answer = await giftcards.purchaseGiftCard(
        req.ctx,
        req.params.publicKey,
        req.body,
        req.headers['idempotency-key'],
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(answer.body);
    },
  );

  app.get(
    '/public/giftcards/:uniqueId',
    {
      config: { public: true, rateLimit: [{ rule: GIFT_CARD_READS_PER_IP }] },
      schema: {
        tags,
        summary:
          "A gift card's page by its unguessable link id: design, amount, balance, expiry, code (public)",
        ...schemaOf(giftcardEndpoints.getPublicGiftCard),
      },
    },
    (req) => giftcards.getPublicGiftCard(req.ctx, req.params.uniqueId),
  );

  app.get(
    '/public/giftcards/:uniqueId/pdf',
    {
      config: { public: true, rateLimit: [{ rule: GIFT_CARD_READS_PER_IP }] },
      schema: {
        tags,
        summary:
          "A gift card's printable PDF (application/pdf) by its link id, once paid: the design's colour, value, balance, expiry, code and QR (public)",
        ...schemaOf(giftcardEndpoints.getPublicGiftCardPdf),
      },
    },
    async (req, reply) => {
      const { pdf, fileName } = await giftcards.getPublicGiftCardPdf(req.ctx, req.params.uniqueId);
      // The API's `default-src 'none'` would keep the browser's own PDF viewer from styling its
      // page (it shows a sliver of the PDF, or nothing); a PDF runs no script of ours.
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .header('content-security-policy', "frame-ancestors 'none'")
        .send(Buffer.from(pdf) as never);
    },
  );
};
