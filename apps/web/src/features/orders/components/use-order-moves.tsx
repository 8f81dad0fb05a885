import type { OrderSummary } from '@coperto/shared/orders/order.schemas';
import { nextStatus } from '@coperto/shared/orders/order-states';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../shared/lib/api-client';
import { useUiStore } from '../../../shared/stores/ui-store';
import { type StatusChange, useChangeOrderStatus } from '../api/change-order-status';
import { ordersKeys } from '../api/orders-keys';
import type { OrderText } from '../lib/use-order-text';
import { AcceptDialog } from './accept-dialog';
import { ReasonDialog } from './reason-dialog';

type MoveDialog = { kind: 'accept' | 'reject' | 'cancel'; order: OrderSummary } | null;

export interface OrderMoves {
  /** The one-tap move forward, when the state machine has one without a choice to make. */
  advance(order: OrderSummary): void;
  accept(order: OrderSummary): void;
  reject(order: OrderSummary): void;
  cancel(order: OrderSummary): void;
  /** The order whose move is on its way: its buttons wait. */
  pendingId: number | null;
  /** The dialogs, to render once on the screen. */
  dialogs: ReactNode;
}

/**
 * Every move of an order from any screen (board, kitchen, detail): the same dialogs, the same
 * words when the server refuses. A move someone else made first (409), or one no longer allowed
 * (422), reloads the order and says so.
 */
export function useOrderMoves(restaurantId: number, timeZone: string, text: OrderText): OrderMoves {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  const showAlert = useUiStore((state) => state.showAlert);
  const change = useChangeOrderStatus();
  const [dialog, setDialog] = useState<MoveDialog>(null);
  const pendingId = change.isPending ? (change.variables?.orderId ?? null) : null;

  const { mutate } = change;
  const move = useCallback(
    (order: OrderSummary, body: Omit<StatusChange, 'orderId'>) =>
      mutate(
        { orderId: order.id, ...body },
        {
          onSuccess: (moved) => {
            setDialog(null);
            showAlert(
              t('moved', { number: moved.number, status: text.state(moved.status) }),
              'success',
            );
          },
          onError: (error) => {
            const stale =
              error instanceof ApiRequestError && (error.status === 409 || error.status === 422);
            if (stale) {
              setDialog(null);
              void queryClient.invalidateQueries({ queryKey: ordersKeys.board(restaurantId) });
              void queryClient.invalidateQueries({ queryKey: ordersKeys.order(order.id) });
            }
            showAlert(t(stale ? 'errors.changedMeanwhile' : 'errors.moveFailed'), 'error');
          },
        },
      ),
    [mutate, queryClient, restaurantId, showAlert, t, text],
  );

  const saving = change.isPending;
  const dialogs = useMemo(
    () =>
      dialog?.kind === 'accept' ? (
        <AcceptDialog
          order={dialog.order}
          timeZone={timeZone}
          text={text}
          saving={saving}
          onAccept={(readyAt) =>
            move(dialog.order, { to: 'accepted', ready_at: readyAt.toISOString() })
          }
          onClose={() => setDialog(null)}
        />
      ) : dialog ? (
        <ReasonDialog
          kind={dialog.kind}
          orderNumber={dialog.order.number}
          saving={saving}
          onConfirm={(reason) =>
            move(dialog.order, { to: dialog.kind === 'reject' ? 'rejected' : 'cancelled', reason })
          }
          onClose={() => setDialog(null)}
        />
      ) : null,
    [dialog, saving, timeZone, text, move],
  );
  // One object while nothing moves: the board's cards (memo) skip the board's other renders.
  return useMemo(
    () => ({
      advance: (order: OrderSummary) => {
        const next = nextStatus(order);
        if (next) move(order, { to: next });
      },
      accept: (order: OrderSummary) => setDialog({ kind: 'accept', order }),
      reject: (order: OrderSummary) => setDialog({ kind: 'reject', order }),
      cancel: (order: OrderSummary) => setDialog({ kind: 'cancel', order }),
      pendingId,
      dialogs,
    }),
    [move, pendingId, dialogs],
  );
}
