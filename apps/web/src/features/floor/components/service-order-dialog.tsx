import type { Seating, StaffTableOrderBody } from '@coperto/shared/floor/service.schemas';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../shared/lib/api-client';
import { useUiStore } from '../../../shared/stores/ui-store';
import { type DraftLine, toLineInputs } from '../../../shared/ui/order-entry/order-draft';
import { OrderEntryDialog } from '../../../shared/ui/order-entry/order-entry-dialog';
import {
  attemptSettled,
  newIdempotencyKey,
  type OrderProblems,
  orderProblemsOf,
} from '../../../shared/ui/order-entry/order-problems';
import { useAddTableOrder } from '../api/add-table-order';
import { useServiceLanguages } from '../api/service-read';

/**
 * "Aggiungi ordine" at a seated table: the staff order form's dish picker, the table preset. The
 * order goes to the kitchen as it is sent (accepted, on the board) and onto the party's bill.
 */
export function ServiceOrderDialog({
  seating,
  tableId,
  tableName,
  onClose,
}: {
  seating: Pick<Seating, 'restaurant_id' | 'guest_name' | 'party_size'>;
  tableId: number;
  tableName: string;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation('floor');
  const showAlert = useUiStore((state) => state.showAlert);
  const languages = useServiceLanguages(seating.restaurant_id).data ?? [];
  const add = useAddTableOrder(seating.restaurant_id);
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [problems, setProblems] = useState<OrderProblems | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // One key per attempt: the same body sent again (a retry after a lost answer) reuses it.
  const attempt = useRef<{ key: string; body: string } | null>(null);

  const send = () => {
    const body: StaffTableOrderBody = {
      table_id: tableId,
      items: toLineInputs(lines),
      language: (languages[0] ?? i18n.language) as StaffTableOrderBody['language'],
    };
    const json = JSON.stringify(body);
    if (attempt.current?.body !== json) attempt.current = { key: newIdempotencyKey(), body: json };
    setProblems(null);
    add.mutate(
      { body, key: attempt.current.key },
      {
        onSuccess: (order) => {
          attempt.current = null;
          showAlert(
            t('service.addOrder.sent', { number: order.number, name: tableName }),
            'success',
          );
          onClose();
        },
        onError: (error) => {
          if (attemptSettled(error)) attempt.current = null;
          setProblems(orderProblemsOf(error));
          setFailure(
            error instanceof ApiRequestError && error.fields.table_id === 'no_seating'
              ? t('service.addOrder.noSeating')
              : null,
          );
        },
      },
    );
  };

  return (
    <OrderEntryDialog
      title={t('service.addOrder.title', { name: tableName })}
      subtitle={`${seating.guest_name || t('service.walkIn')} · ${t('service.partyOf', { count: seating.party_size })}`}
      restaurant={{ id: seating.restaurant_id, languages }}
      lines={lines}
      onLinesChange={(next) => {
        setLines(next);
        setProblems(null);
      }}
      problems={problems}
      failure={failure}
      submitLabel={t('service.addOrder.submit')}
      canSubmit={lines.length > 0}
      pending={add.isPending}
      onSubmit={send}
      onClose={onClose}
    />
  );
}
