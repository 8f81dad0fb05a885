import * as restaurantEndpoints from '@coperto/shared/restaurants/restaurant.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../shared/endpoint-schema';
import { getPrivacyNotice } from './privacy-notice.service';

/** The public site's privacy notice data, registered under `/restaurant`. */
export const privacyNoticeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/privacy-notice/:publicKey',
    {
      config: { public: true, ignoresCaller: true },
      schema: {
        tags: ['restaurant'],
        summary:
          "The data controller and processing a restaurant site's privacy notice names (public)",
        ...schemaOf(restaurantEndpoints.getPrivacyNotice),
      },
    },
    (req) => getPrivacyNotice(req.ctx, req.params.publicKey),
  );
};
