import type { ServiceBooking } from '@coperto/shared/floor/service.schemas';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstantTime } from '../../../shared/lib/dates';
import { useUiStore } from '../../../shared/stores/ui-store';
import { useHoldTables } from '../api/service-actions';
import { refusalOf } from '../lib/service-errors';
import { type ServiceIndex, seatableTables, tableNames } from '../lib/service-view';
import { ServiceDialog } from './service-dialog';
import { ServiceTablePicker } from './service-table-picker';

/**
 * Hold tables ahead for one of today's bookings: the tables read "reserved soon" from 90 minutes
 * before its time, and seating it offers them first. Choosing none lets them go.
 */
export function ServiceHoldDialog({
  booking,
  index,
  timeZone,
  onClose,
}: {
  booking: ServiceBooking;
  index: ServiceIndex;
  timeZone: string;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation('floor');
  const showAlert = useUiStore((state) => state.showAlert);
  const hold = useHoldTables();
  const [tableIds, setTableIds] = useState<number[]>(booking.table_ids);
  const [refusal, setRefusal] = useState<string | null>(null);
  const own = booking.table_ids
    .map((id) => index.tableById.get(id))
    .filter((view) => view !== undefined);
  const candidates = [
    ...own,
    ...seatableTables(index, booking.table_ids[0]).filter(
      (view) => !booking.table_ids.includes(view.table.id),
    ),
  ];
  const chosen = tableIds.filter((id) => candidates.some((view) => view.table.id === id));
  const unchanged =
    chosen.length === booking.table_ids.length &&
    chosen.every((id) => booking.table_ids.includes(id));

  const submit = () => {
    setRefusal(null);
    hold.mutate(
      { bookingId: booking.id, tableIds: chosen },
      {
        onSuccess: () => {
          showAlert(
            chosen.length > 0
              ? t('service.done.held', { name: booking.name, names: tableNames(index, chosen) })
              : t('service.done.released', { name: booking.name }),
            'success',
          );
          onClose();
        },
        onError: (error) => {
          const why = refusalOf(error);
          setRefusal(why ? t(`service.rules.${why}`) : error.message);
        },
      },
    );
  };

  return (
    <ServiceDialog
      title={t('service.holdTitle', { name: booking.name })}
      submitLabel={t('service.holdSubmit')}
      canSubmit={!unchanged}
      busy={hold.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      {refusal && <Alert severity="warning">{refusal}</Alert>}
      <Typography sx={{ fontWeight: 600 }}>
        {formatInstantTime(new Date(booking.starts_at), i18n.language, timeZone)} ·{' '}
        {t('service.partyOf', { count: booking.party_size })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('service.holdHelp')}
      </Typography>
      <ServiceTablePicker
        label={t('service.tables')}
        candidates={candidates}
        selected={chosen}
        partySize={booking.party_size}
        onChange={setTableIds}
      />
    </ServiceDialog>
  );
}
