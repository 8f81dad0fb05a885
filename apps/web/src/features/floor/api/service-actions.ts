import type {
  SeatingDetail,
  SeatPartyBody,
  SplitBillBody,
} from '@coperto/shared/floor/service.schemas';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { serviceKeys } from './service-keys';

/** Every move the host makes at a table, as one tagged value: one mutation serves the drawer. */
export type ServiceAction =
  | { kind: 'seat'; restaurantId: number; body: SeatPartyBody }
  | { kind: 'move'; seatingId: number; tableIds: number[] }
  | { kind: 'merge'; seatingId: number; otherSeatingId: number }
  | { kind: 'split'; seatingId: number; body: SplitBillBody }
  | { kind: 'billRequest'; seatingId: number; requested: boolean }
  | { kind: 'pay'; seatingId: number; part?: number }
  | { kind: 'free'; seatingId: number };

export type ServiceActionKind = ServiceAction['kind'];

function send(action: ServiceAction): Promise<SeatingDetail> {
  switch (action.kind) {
    case 'seat':
      return callApi('POST /floor/:id/seatings', {
        params: { id: action.restaurantId },
        body: action.body,
      });
    case 'move':
      return callApi('PUT /seatings/:id/tables', {
        params: { id: action.seatingId },
        body: { table_ids: action.tableIds },
      });
    case 'merge':
      return callApi('POST /seatings/:id/merge', {
        params: { id: action.seatingId },
        body: { seating_id: action.otherSeatingId },
      });
    case 'split':
      return callApi('PUT /seatings/:id/split', {
        params: { id: action.seatingId },
        body: action.body,
      });
    case 'billRequest':
      return callApi('POST /seatings/:id/bill-request', {
        params: { id: action.seatingId },
        body: { requested: action.requested },
      });
    case 'pay':
      return callApi('POST /seatings/:id/payments', {
        params: { id: action.seatingId },
        body: action.part === undefined ? {} : { part: action.part },
      });
    case 'free':
      return callApi('POST /seatings/:id/free', { params: { id: action.seatingId } });
  }
}

/** The party the API answered is current; the plan (every table's state) reads again. */
export function putSeating(queryClient: QueryClient, seating: SeatingDetail) {
  queryClient.setQueryData(serviceKeys.seating(seating.id), seating);
  void queryClient.invalidateQueries({ queryKey: serviceKeys.service(seating.restaurant_id) });
}

/**
 * Sends one of the host's moves. Whatever the answer, the plan reads again: a success changed a
 * table, a refusal (409: another host was faster) means the screen was behind.
 */
export function useServiceAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (seating) => putSeating(queryClient, seating),
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: serviceKeys.all });
    },
  });
}

/**
 * Holds tables ahead for one of today's bookings (an empty list holds none): the table shows
 * "reserved soon" before its time and the seat dialog offers it first.
 */
export function useHoldTables() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, tableIds }: { bookingId: number; tableIds: number[] }) =>
      callApi('PUT /bookings/:id/tables', {
        params: { id: bookingId },
        body: { table_ids: tableIds },
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: serviceKeys.all });
    },
  });
}
