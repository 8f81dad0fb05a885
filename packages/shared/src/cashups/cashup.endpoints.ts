import { endpoint } from '../common/endpoint';
import {
  CashUpIdParamsSchema,
  CashUpListQuerySchema,
  CashUpListSchema,
  CashUpMonthQuerySchema,
  CashUpMonthSchema,
  CashUpSchema,
  CashUpTakingsQuerySchema,
  CashUpTakingsSchema,
  CreateCashUpBodySchema,
  UpdateCashUpBodySchema,
} from './cashup.schemas';

// Cash-ups (chiusura cassa, issue 18, decision 075): owners and managers close the till per day
// and service; changing a day already closed is the owner's (reopen:cashups).

export const listCashUps = endpoint({
  method: 'GET',
  path: '/cash-ups',
  query: CashUpListQuerySchema,
  response: CashUpListSchema,
});

/** One month of a restaurant's closes, day by day, with the missing days marked. */
export const getCashUpMonth = endpoint({
  method: 'GET',
  path: '/cash-ups/month',
  query: CashUpMonthQuerySchema,
  response: CashUpMonthSchema,
});

/** What the day took online by card and in gift cards, for the form as it is typed. */
export const getCashUpTakings = endpoint({
  method: 'GET',
  path: '/cash-ups/takings',
  query: CashUpTakingsQuerySchema,
  response: CashUpTakingsSchema,
});

export const getCashUp = endpoint({
  method: 'GET',
  path: '/cash-ups/:id',
  params: CashUpIdParamsSchema,
  response: CashUpSchema,
});

/** A second final close of a day (or a second partial of a service) is 409 naming the first. */
export const createCashUp = endpoint({
  method: 'POST',
  path: '/cash-ups',
  body: CreateCashUpBodySchema,
  response: CashUpSchema,
  status: 201,
});

export const updateCashUp = endpoint({
  method: 'PUT',
  path: '/cash-ups/:id',
  params: CashUpIdParamsSchema,
  body: UpdateCashUpBodySchema,
  response: CashUpSchema,
});
