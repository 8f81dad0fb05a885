import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { downloadApi } from '../../../shared/lib/download-api';

/** The reports' query keys, under `session` (dropped at logout). */
export const reportsKeys = {
  all: ['session', 'reports'] as const,
  year: (year: number, restaurantId: number | null) =>
    [...reportsKeys.all, 'year', year, restaurantId] as const,
  month: (month: string, restaurantId: number | null) =>
    [...reportsKeys.all, 'month', month, restaurantId] as const,
};

const restaurantQuery = (restaurantId: number | null) =>
  restaurantId === null ? {} : { restaurant_id: restaurantId };

/** A year month by month; the last year's figures stay on screen while the next one loads. */
export function useYearReport(year: number, restaurantId: number | null) {
  return useQuery({
    queryKey: reportsKeys.year(year, restaurantId),
    queryFn: ({ signal }) =>
      callApi('GET /reports/year', { query: { year, ...restaurantQuery(restaurantId) }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMonthReport(month: string, restaurantId: number | null) {
  return useQuery({
    queryKey: reportsKeys.month(month, restaurantId),
    queryFn: ({ signal }) =>
      callApi('GET /reports/month', { query: { month, ...restaurantQuery(restaurantId) }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The same figures as a CSV file, saved by the browser. */
export async function downloadReport(q: {
  year: number;
  month?: string;
  restaurantId: number | null;
  language: string;
}): Promise<void> {
  await downloadApi('GET /reports/export', {
    query: {
      year: q.year,
      ...(q.month ? { month: q.month } : {}),
      ...restaurantQuery(q.restaurantId),
      language: q.language === 'it' ? 'it' : 'en',
    },
  });
}
