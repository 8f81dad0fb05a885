import type {
  CashUp,
  CreateCashUpBody,
  UpdateCashUpBody,
} from '@coperto/shared/cashups/cashup.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';

/** The cash-ups feature's query keys, under `session` (dropped at logout). */
export const cashUpsKeys = {
  all: ['session', 'cashups'] as const,
  months: ['session', 'cashups', 'month'] as const,
  month: (restaurantId: number, month: string) =>
    [...cashUpsKeys.months, restaurantId, month] as const,
  cashUp: (id: number) => [...cashUpsKeys.all, 'one', id] as const,
  takings: (restaurantId: number, date: string) =>
    [...cashUpsKeys.all, 'takings', restaurantId, date] as const,
  restaurant: (id: number) => [...cashUpsKeys.all, 'restaurant', id] as const,
  people: ['session', 'cashups', 'people'] as const,
};

/** What the cash-up screens need of the signed-in restaurant: its name and its clock. */
export interface CashUpsRestaurant {
  id: number;
  name: string;
  timeZone: string;
}

export function useCashUpsRestaurant(restaurantId: number | undefined) {
  return useQuery({
    queryKey: cashUpsKeys.restaurant(restaurantId ?? 0),
    queryFn: async ({ signal }): Promise<CashUpsRestaurant> => {
      const r = await callApi('GET /restaurant/:id', { params: { id: restaurantId ?? 0 }, signal });
      return { id: r.id, name: r.name, timeZone: r.time_zone };
    },
    enabled: restaurantId !== undefined,
    staleTime: 10 * 60_000,
  });
}

export function useCashUpMonth(restaurantId: number, month: string) {
  return useQuery({
    queryKey: cashUpsKeys.month(restaurantId, month),
    queryFn: ({ signal }) =>
      callApi('GET /cash-ups/month', { query: { restaurant_id: restaurantId, month }, signal }),
    placeholderData: (previous) => previous,
  });
}

export function useCashUp(id: number) {
  return useQuery({
    queryKey: cashUpsKeys.cashUp(id),
    queryFn: ({ signal }) => callApi('GET /cash-ups/:id', { params: { id }, signal }),
  });
}

/** What the day took online by card and in gift cards, beside the form as it is typed. */
export function useCashUpTakings(restaurantId: number, date: string) {
  return useQuery({
    queryKey: cashUpsKeys.takings(restaurantId, date),
    queryFn: ({ signal }) =>
      callApi('GET /cash-ups/takings', { query: { restaurant_id: restaurantId, date }, signal }),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
    staleTime: 60_000,
  });
}

/** The people of the business who can have worked a day: not disabled, not an admin. */
export function useCashUpPeople() {
  return useQuery({
    queryKey: cashUpsKeys.people,
    queryFn: async ({ signal }) => {
      const list = await callApi('GET /users', {
        query: { limit: 100, orderByColumn: 'name', orderByType: 'asc' },
        signal,
      });
      return list.items.filter((u) => !u.disabled && u.role !== 'admin');
    },
    staleTime: 5 * 60_000,
  });
}

function useSaved() {
  const queryClient = useQueryClient();
  return (cashUp: CashUp) => {
    queryClient.setQueryData(cashUpsKeys.cashUp(cashUp.id), cashUp);
    void queryClient.invalidateQueries({ queryKey: cashUpsKeys.months });
  };
}

export function useCreateCashUp() {
  const saved = useSaved();
  return useMutation({
    mutationFn: (body: CreateCashUpBody) => callApi('POST /cash-ups', { body }),
    onSuccess: saved,
  });
}

export function useUpdateCashUp(id: number) {
  const saved = useSaved();
  return useMutation({
    mutationFn: (body: UpdateCashUpBody) => callApi('PUT /cash-ups/:id', { params: { id }, body }),
    onSuccess: saved,
  });
}
