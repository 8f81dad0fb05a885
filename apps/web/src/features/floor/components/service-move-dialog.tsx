import type { Seating } from '@coperto/shared/floor/service.schemas';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServiceMoves } from '../lib/service-moves';
import { type ServiceIndex, seatableTables, tableNames } from '../lib/service-view';
import { ServiceDialog } from './service-dialog';
import { ServiceTablePicker } from './service-table-picker';

/**
 * Move a party (its orders and bill go with it) to other free tables, or add a free table beside
 * it: the tables chosen are the ones it sits at afterwards.
 */
export function ServiceMoveDialog({
  seating,
  index,
  onClose,
}: {
  seating: Seating;
  index: ServiceIndex;
  onClose(): void;
}) {
  const { t } = useTranslation('floor');
  const moves = useServiceMoves();
  const [tableIds, setTableIds] = useState<number[]>(seating.table_ids);
  const [refusal, setRefusal] = useState<string | null>(null);
  const own = seating.table_ids
    .map((id) => index.tableById.get(id))
    .filter((view) => view !== undefined);
  const candidates = [...own, ...seatableTables(index, seating.table_ids[0])];
  const chosen = tableIds.filter((id) => candidates.some((view) => view.table.id === id));
  const unchanged =
    chosen.length === seating.table_ids.length &&
    chosen.every((id) => seating.table_ids.includes(id));

  const submit = () => {
    setRefusal(null);
    moves.run(
      { kind: 'move', seatingId: seating.id, tableIds: chosen },
      t('service.done.moved', { names: tableNames(index, chosen) }),
      { onSuccess: onClose, onError: setRefusal },
    );
  };

  return (
    <ServiceDialog
      title={t('service.moveTitle', { names: tableNames(index, seating.table_ids) })}
      submitLabel={t('service.move')}
      canSubmit={chosen.length > 0 && !unchanged}
      busy={moves.pending}
      onSubmit={submit}
      onClose={onClose}
    >
      {refusal && <Alert severity="warning">{refusal}</Alert>}
      <ServiceTablePicker
        label={t('service.moveTo')}
        candidates={candidates}
        selected={chosen}
        partySize={seating.party_size}
        onChange={setTableIds}
      />
    </ServiceDialog>
  );
}
