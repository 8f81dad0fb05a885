import type { Seating } from '@coperto/shared/floor/service.schemas';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../../shared/lib/format-money';
import { useServiceMoves } from '../lib/service-moves';
import { type ServiceIndex, tableNames } from '../lib/service-view';
import { ServiceDialog } from './service-dialog';

/**
 * Merge another table's bill into this party's: its orders join this bill, its tables this party.
 * Only parties still at their tables with nothing paid can be merged.
 */
export function ServiceMergeDialog({
  seating,
  seatings,
  index,
  onClose,
}: {
  seating: Seating;
  seatings: readonly Seating[];
  index: ServiceIndex;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation('floor');
  const moves = useServiceMoves();
  const [otherId, setOtherId] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const others = seatings.filter(
    (other) =>
      other.id !== seating.id &&
      other.closed_at === null &&
      other.paid_at === null &&
      other.bill.paid === 0,
  );
  const other = others.find((one) => one.id === otherId);

  const submit = () => {
    if (!other) return;
    setRefusal(null);
    moves.run(
      { kind: 'merge', seatingId: seating.id, otherSeatingId: other.id },
      t('service.done.merged', {
        from: tableNames(index, other.table_ids),
        to: tableNames(index, seating.table_ids),
      }),
      { onSuccess: onClose, onError: setRefusal },
    );
  };

  return (
    <ServiceDialog
      title={t('service.mergeTitle', { names: tableNames(index, seating.table_ids) })}
      submitLabel={t('service.merge')}
      canSubmit={other !== undefined}
      busy={moves.pending}
      onSubmit={submit}
      onClose={onClose}
    >
      {refusal && <Alert severity="warning">{refusal}</Alert>}
      <Typography variant="body2" color="text.secondary">
        {t('service.mergeHelp')}
      </Typography>
      {others.length === 0 ? (
        <Typography>{t('service.nothingToMerge')}</Typography>
      ) : (
        <RadioGroup
          aria-label={t('service.mergeWith')}
          value={otherId ?? ''}
          onChange={(event) => setOtherId(Number(event.target.value))}
        >
          {others.map((one) => (
            <FormControlLabel
              key={one.id}
              value={one.id}
              control={<Radio />}
              label={[
                t('service.table', { name: tableNames(index, one.table_ids) }),
                one.guest_name,
                t('service.partyOf', { count: one.party_size }),
                formatEuros(one.bill.total, i18n.language),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          ))}
        </RadioGroup>
      )}
    </ServiceDialog>
  );
}
