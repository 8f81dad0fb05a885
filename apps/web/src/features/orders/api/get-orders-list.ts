import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { downloadApi } from '../../../shared/lib/download-api';
import { ordersKeys } from './orders-keys';

/** The list's query as the API reads it: the list state's params and the restaurant. */
export type OrdersListQuery = Record<string, string | number> & { restaurant_id: number };

/** The orders list's pages, by their query; the board's keys stay apart (orders-keys.ts). */
export const ordersListKey = (query: OrdersListQuery) =>
  [...ordersKeys.all, 'list', query] as const;

/** GET /api/orders: a page of the filtered orders, newest first, with the range's totals. */
export function useOrdersList(query: OrdersListQuery) {
  return useQuery({
    queryKey: ordersListKey(query),
    queryFn: ({ signal }) => callApi('GET /orders', { query, signal }),
    // The page on screen stays while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/**
 * Every order the list's filters find, as a spreadsheet: the same query without its page, in
 * the reader's language when the API has it (Italian otherwise: `;` and decimal commas).
 */
export function exportOrders(query: OrdersListQuery, language: string) {
  const { page: _page, limit: _limit, ...filters } = query;
  return downloadApi('GET /orders/export', {
    query: { ...filters, language: language === 'it' ? 'it' : 'en' },
  });
}
