import type { Booking } from '@coperto/shared/bookings/booking.schemas';
import { wallClockAt } from '@coperto/shared/restaurants/opening-hours';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../shared/lib/api-client';
import { todayIn } from '../../../shared/lib/dates';
import { useUiStore } from '../../../shared/stores/ui-store';
import { useHoldBookingTables } from '../api/change-booking-status';
import {
  useDayBookingTables,
  useFloorTables,
  useTodaysBookingTables,
} from '../api/get-booking-tables';

/** A booking still to come may hold tables: not over, not cancelled, completed or a no-show. */
export function canHoldTables(booking: Booking, now = Date.now()) {
  return (
    (booking.status === 'requested' || booking.status === 'confirmed') &&
    Date.parse(booking.ends_at) > now
  );
}

/** What the API's refusal means for the host, in their words. */
function refusalOf(error: Error, t: (key: string) => string) {
  if (error instanceof ApiRequestError) {
    if (error.fields.table_ids === 'table_held') return t('tables.held');
    if (error.fields.table_ids === 'table_inactive') return t('tables.inactive');
    if (error.fields.id === 'booking_not_seatable') return t('tables.notSeatable');
  }
  return error.message;
}

/**
 * "Tavoli": the tables held for this booking, on any day still to come. The host ticks the
 * restaurant's tables and saves; a table another booking holds at that time is refused (409).
 */
export function BookingTablesEditor({ booking, timeZone }: { booking: Booking; timeZone: string }) {
  const { t } = useTranslation('bookings');
  const showAlert = useUiStore((state) => state.showAlert);
  const date = wallClockAt(timeZone, Date.parse(booking.starts_at)).date;
  const isToday = date === todayIn(timeZone);
  const floor = useFloorTables(booking.restaurant_id, true);
  const heldToday = useTodaysBookingTables(booking.restaurant_id, isToday);
  const heldThatDay = useDayBookingTables(booking.restaurant_id, date, !isToday);
  const held = (isToday ? heldToday : heldThatDay).data?.tablesOf.get(booking.id) ?? [];
  const [chosen, setChosen] = useState<number[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const hold = useHoldBookingTables(booking.restaurant_id);
  const current = chosen ?? held;
  const areas = (floor.data?.areas ?? [])
    .map((area) => ({ ...area, tables: area.tables.filter((table) => table.active) }))
    .filter((area) => area.tables.length > 0);
  const changed =
    chosen !== null && (chosen.length !== held.length || chosen.some((id) => !held.includes(id)));
  const toggle = (id: number) => {
    setRefusal(null);
    setChosen(current.includes(id) ? current.filter((one) => one !== id) : [...current, id]);
  };
  return (
    <Box
      component="form"
      aria-label={t('tables.title')}
      onSubmit={(event) => {
        event.preventDefault();
        hold.mutate(
          { bookingId: booking.id, tableIds: current },
          {
            onSuccess: () => {
              setChosen(null);
              showAlert(t('tables.saved', { name: booking.name }), 'success');
            },
            onError: (error) => setRefusal(refusalOf(error, t)),
          },
        );
      }}
      sx={{ display: 'grid', gap: 1 }}
    >
      <Typography variant="subtitle2" component="h3">
        {t('tables.title')}
      </Typography>
      {floor.isError && <Alert severity="error">{t('timeline.failed')}</Alert>}
      {floor.data && areas.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('timeline.noTables')}
        </Typography>
      )}
      {areas.map((area) => (
        <Box key={area.id} sx={{ display: 'grid', gap: 0.5 }}>
          <Typography variant="caption" color="text.secondary">
            {area.name}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {area.tables.map((table) => {
              const on = current.includes(table.id);
              return (
                <Chip
                  key={table.id}
                  label={table.name}
                  color={on ? 'primary' : 'default'}
                  variant={on ? 'filled' : 'outlined'}
                  onClick={() => toggle(table.id)}
                  aria-pressed={on}
                  aria-label={t('timeline.tableRow', { name: table.name })}
                />
              );
            })}
          </Box>
        </Box>
      ))}
      {refusal && <Alert severity="warning">{refusal}</Alert>}
      <Button
        type="submit"
        variant="outlined"
        disabled={hold.isPending || !changed}
        sx={{ justifySelf: 'start' }}
      >
        {t('tables.save')}
      </Button>
    </Box>
  );
}
