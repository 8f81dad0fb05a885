import { endpoint } from '../common/endpoint';
import { IdParamsSchema } from '../common/list.schemas';
import { BusinessSchema, BusinessUpdateBodySchema } from './business.schemas';

export const getBusiness = endpoint({
  method: 'GET',
  path: '/restaurant/business/:id',
  params: IdParamsSchema,
  response: BusinessSchema,
});

export const updateBusiness = endpoint({
  method: 'PUT',
  path: '/restaurant/business/:id',
  params: IdParamsSchema,
  body: BusinessUpdateBodySchema,
  response: BusinessSchema,
});
