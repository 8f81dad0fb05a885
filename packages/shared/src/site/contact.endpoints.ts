import { endpoint } from '../common/endpoint';
import { IdParamsSchema } from '../common/list.schemas';
import {
  ContactMessageBodySchema,
  ContactMessageListQuerySchema,
  ContactMessageListResponseSchema,
  ContactMessageResponseSchema,
} from './contact.schemas';

export const sendContactMessage = endpoint({
  method: 'POST',
  path: '/restaurant/:id/contact',
  params: IdParamsSchema,
  body: ContactMessageBodySchema,
  response: ContactMessageResponseSchema,
});

export const listContactMessages = endpoint({
  method: 'GET',
  path: '/restaurant/:id/contact-messages',
  params: IdParamsSchema,
  query: ContactMessageListQuerySchema,
  response: ContactMessageListResponseSchema,
});
