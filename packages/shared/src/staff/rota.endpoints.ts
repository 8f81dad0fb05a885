import { endpoint } from '../common/endpoint';
import {
  MyRotaQuerySchema,
  MyRotaWeekSchema,
  PublishRotaAnswerSchema,
  RotaLanguageBodySchema,
  RotaWeekActionBodySchema,
  RotaWeekQuerySchema,
  RotaWeekSchema,
  SaveRotaWeekBodySchema,
} from './staff.schemas';

// The staff rota (issue 18, decision 076): owners and managers plan a restaurant's week and
// publish it; everyone reads their own published shifts.

export const getRotaWeek = endpoint({
  method: 'GET',
  path: '/rota/week',
  query: RotaWeekQuerySchema,
  response: RotaWeekSchema,
});

/** Replaces the week's shifts with those sent; a published week becomes a draft again. */
export const saveRotaWeek = endpoint({
  method: 'PUT',
  path: '/rota/week',
  body: SaveRotaWeekBodySchema,
  response: RotaWeekSchema,
});

/** Copies the week before into an empty week (409 when the week has shifts). */
export const copyPreviousRotaWeek = endpoint({
  method: 'POST',
  path: '/rota/week/copy-previous',
  body: RotaWeekActionBodySchema,
  response: RotaWeekSchema,
});

/** Publishes the week and emails each person on it their shifts, in their language. */
export const publishRotaWeek = endpoint({
  method: 'POST',
  path: '/rota/week/publish',
  body: RotaWeekActionBodySchema,
  response: PublishRotaAnswerSchema,
});

/** The caller's own published shifts of a week, in every restaurant of the business. */
export const getMyRotaWeek = endpoint({
  method: 'GET',
  path: '/rota/mine',
  query: MyRotaQuerySchema,
  response: MyRotaWeekSchema,
});

/** The language the caller's rota emails are written in (the one they use the dashboard in). */
export const setMyRotaLanguage = endpoint({
  method: 'PUT',
  path: '/rota/mine/language',
  body: RotaLanguageBodySchema,
  response: MyRotaWeekSchema.pick({ language: true }),
});
