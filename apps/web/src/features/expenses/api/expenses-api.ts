import type {
  CreateExpenseBody,
  Expense,
  UpdateExpenseBody,
} from '@coperto/shared/expenses/expense.schemas';
import type {
  CreateSupplierBody,
  UpdateSupplierBody,
} from '@coperto/shared/expenses/supplier.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { apiUpload } from '../../../shared/lib/api-upload';
import { downloadApi } from '../../../shared/lib/download-api';

export type ExpensesListQuery = Record<string, string | number>;

/**
 * The expenses feature's query keys, under `session` (dropped at logout). Any change to an
 * expense makes the lists (their totals), the suppliers' totals and the home glance stale.
 */
export const expensesKeys = {
  all: ['session', 'expenses'] as const,
  lists: ['session', 'expenses', 'list'] as const,
  list: (query: ExpensesListQuery) => [...expensesKeys.lists, query] as const,
  due: ['session', 'expenses', 'due'] as const,
  suppliers: ['session', 'expenses', 'suppliers'] as const,
  supplierList: (query: ExpensesListQuery) => [...expensesKeys.suppliers, query] as const,
  categories: ['session', 'expenses', 'categories'] as const,
  vatRates: ['session', 'expenses', 'vat-rates'] as const,
  restaurants: ['session', 'expenses', 'restaurants'] as const,
};

export function useExpensesList(query: ExpensesListQuery) {
  return useQuery({
    queryKey: expensesKeys.list(query),
    queryFn: ({ signal }) => callApi('GET /expenses', { query, signal }),
    placeholderData: (previous) => previous,
  });
}

export function useExpensesDue() {
  return useQuery({
    queryKey: expensesKeys.due,
    queryFn: ({ signal }) => callApi('GET /expenses/due', { signal }),
  });
}

export function useSuppliersList(query: ExpensesListQuery) {
  return useQuery({
    queryKey: expensesKeys.supplierList(query),
    queryFn: ({ signal }) => callApi('GET /suppliers', { query, signal }),
    placeholderData: (previous) => previous,
  });
}

/** Every supplier by name, for the expense form's choice and the list's filter (up to 100). */
export function useSupplierOptions() {
  return useSupplierList100();
}
function useSupplierList100() {
  return useQuery({
    queryKey: expensesKeys.supplierList({ limit: 100, orderByColumn: 'name' }),
    queryFn: ({ signal }) =>
      callApi('GET /suppliers', {
        query: { limit: 100, orderByColumn: 'name', orderByType: 'asc' },
        signal,
      }),
    staleTime: 60_000,
  });
}

export function useExpenseCategories() {
  return useQuery({
    queryKey: expensesKeys.categories,
    queryFn: ({ signal }) => callApi('GET /expense-categories', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useVatRates() {
  return useQuery({
    queryKey: expensesKeys.vatRates,
    queryFn: ({ signal }) => callApi('GET /expenses/vat-rates', { signal }),
    staleTime: 60 * 60_000,
  });
}

export function useBusinessRestaurants() {
  return useQuery({
    queryKey: expensesKeys.restaurants,
    queryFn: ({ signal }) => callApi('GET /restaurant/names', { query: {}, signal }),
    staleTime: 10 * 60_000,
  });
}

function useExpenseChange<TInput>(send: (input: TInput) => Promise<Expense>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: expensesKeys.all });
    },
  });
}

export function useSaveExpense() {
  return useExpenseChange(
    ({
      id,
      body,
    }: { id: null; body: CreateExpenseBody } | { id: number; body: UpdateExpenseBody }) =>
      id === null
        ? callApi('POST /expenses', { body })
        : callApi('PUT /expenses/:id', { params: { id }, body }),
  );
}

export function useMarkExpensePaid() {
  return useExpenseChange(({ id, paidOn }: { id: number; paidOn: string | null }) =>
    callApi('PUT /expenses/:id', { params: { id }, body: { paid_on: paidOn } }),
  );
}

export function useUploadExpenseInvoice() {
  return useExpenseChange(({ id, file }: { id: number; file: File }) =>
    apiUpload('POST /expenses/:id/invoice', file, {
      params: { id },
      query: { name: file.name.slice(0, 200) },
    }),
  );
}

export function useDeleteExpenseInvoice() {
  return useExpenseChange((id: number) =>
    callApi('DELETE /expenses/:id/invoice', { params: { id } }),
  );
}

export function useDeleteExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi('DELETE /expenses/:id', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: expensesKeys.all }),
  });
}

export function downloadExpenseInvoice(id: number) {
  return downloadApi('GET /expenses/:id/invoice', { params: { id } });
}

export function exportExpenses(query: ExpensesListQuery) {
  const { limit: _limit, page: _page, ...filters } = query;
  return downloadApi('GET /expenses/export', { query: filters });
}

export function useSaveSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      body,
    }: { id: null; body: CreateSupplierBody } | { id: number; body: UpdateSupplierBody }) =>
      id === null
        ? callApi('POST /suppliers', { body })
        : callApi('PUT /suppliers/:id', { params: { id }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: expensesKeys.all });
    },
  });
}

export function useDeleteSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi('DELETE /suppliers/:id', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: expensesKeys.all }),
  });
}

/** Adds a category of the business, or renames or switches one off (its expenses keep it). */
export function useSaveExpenseCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      change: { id: null; name: string } | { id: number; name?: string; active?: boolean },
    ) =>
      change.id === null
        ? callApi('POST /expense-categories', { body: { name: change.name } })
        : callApi('PUT /expense-categories/:id', {
            params: { id: change.id },
            body: { name: change.name, active: change.active },
          }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: expensesKeys.all });
    },
  });
}
