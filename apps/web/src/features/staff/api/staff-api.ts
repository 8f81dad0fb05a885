import type { RotaShift, RotaWeek } from '@coperto/shared/staff/staff.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { apiUpload } from '../../../shared/lib/api-upload';
import { fetchDownload, saveFile } from '../../../shared/lib/download-api';

/** The staff feature's query keys, under `session` (dropped at logout). */
export const staffKeys = {
  week: (restaurantId: number, week: string) =>
    ['session', 'staff', 'rota', restaurantId, week] as const,
  mine: (week: string) => ['session', 'staff', 'mine', week] as const,
  wages: (restaurantId: number, month: string) =>
    ['session', 'staff', 'wages', restaurantId, month] as const,
  myWages: ['session', 'staff', 'my-wages'] as const,
};

export function useRotaWeek(restaurantId: number, week: string) {
  return useQuery({
    queryKey: staffKeys.week(restaurantId, week),
    queryFn: ({ signal }) =>
      callApi('GET /rota/week', { query: { restaurant_id: restaurantId, week }, signal }),
  });
}

/**
 * Saves the whole week after each change. Changes run one after another (one mutation scope),
 * so two quick taps reach the server in the order they were made.
 */
export function useSaveRotaWeek(restaurantId: number, week: string) {
  const client = useQueryClient();
  const key = staffKeys.week(restaurantId, week);
  return useMutation({
    scope: { id: `rota-${restaurantId}-${week}` },
    mutationFn: (shifts: RotaShift[]) =>
      callApi('PUT /rota/week', {
        body: { restaurant_id: restaurantId, week_start: week, shifts },
      }),
    onMutate: (shifts) => {
      const before = client.getQueryData<RotaWeek>(key);
      if (before) client.setQueryData<RotaWeek>(key, { ...before, shifts, status: 'draft' });
      return { before };
    },
    onError: (_error, _shifts, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSuccess: (answer) => client.setQueryData(key, answer),
  });
}

export function useRotaWeekAction(restaurantId: number, week: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: 'publish' | 'copy-previous') =>
      action === 'publish'
        ? callApi('POST /rota/week/publish', {
            body: { restaurant_id: restaurantId, week_start: week },
          })
        : callApi('POST /rota/week/copy-previous', {
            body: { restaurant_id: restaurantId, week_start: week },
          }),
    onSuccess: (answer) => {
      client.setQueryData(staffKeys.week(restaurantId, week), answer);
      void client.invalidateQueries({ queryKey: ['session', 'staff', 'mine'] });
    },
  });
}

export function useMyRotaWeek(week: string) {
  return useQuery({
    queryKey: staffKeys.mine(week),
    queryFn: ({ signal }) => callApi('GET /rota/mine', { query: { week }, signal }),
  });
}

export function useSetRotaLanguage() {
  return useMutation({
    mutationFn: (language: 'it' | 'en' | 'de' | 'fr' | 'es') =>
      callApi('PUT /rota/mine/language', { body: { language } }),
  });
}

export function useWageMonth(restaurantId: number, month: string) {
  return useQuery({
    queryKey: staffKeys.wages(restaurantId, month),
    queryFn: ({ signal }) =>
      callApi('GET /wages/month', { query: { restaurant_id: restaurantId, month }, signal }),
  });
}

export function useRecordWage(restaurantId: number, month: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { user_id: number; wage: number; notes?: string }) =>
      callApi('PUT /wages', { body: { restaurant_id: restaurantId, month, ...body } }),
    onSuccess: () => client.invalidateQueries({ queryKey: staffKeys.wages(restaurantId, month) }),
  });
}

export function useUploadPayslip(restaurantId: number, month: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ wageId, file }: { wageId: number; file: File }) =>
      apiUpload('POST /wages/:id/payslip', file, { params: { id: wageId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: staffKeys.wages(restaurantId, month) }),
  });
}

export async function downloadPayslip(wageId: number) {
  saveFile(await fetchDownload('GET /wages/:id/payslip', { params: { id: wageId } }));
}

export function useMyWages() {
  return useQuery({
    queryKey: staffKeys.myWages,
    queryFn: ({ signal }) => callApi('GET /wages/mine', { signal }),
  });
}
