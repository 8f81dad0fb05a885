import { endpoint } from '../common/endpoint';
import { IdParamsSchema } from '../common/list.schemas';
import { PlanListResponseSchema, PlanSchema, SubscriptionSchema } from './subscription.schemas';

export const listPlans = endpoint({
  method: 'GET',
  path: '/subscriptions/plans',
  response: PlanListResponseSchema,
});

export const getPlan = endpoint({
  method: 'GET',
  path: '/subscriptions/plan/:id',
  params: IdParamsSchema,
  response: PlanSchema,
});

export const getBusinessSubscription = endpoint({
  method: 'GET',
  path: '/subscriptions/business/:id',
  params: IdParamsSchema,
  response: SubscriptionSchema,
});
