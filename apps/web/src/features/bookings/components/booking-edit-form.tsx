import { BOOKING_NOTES_MAX_LENGTH } from '@coperto/shared/bookings/booking.constants';
import type { Booking, ChangeBookingBody } from '@coperto/shared/bookings/booking.schemas';
import { wallClockAt } from '@coperto/shared/restaurants/opening-hours';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../shared/lib/api-client';
import { formatInstantTime } from '../../../shared/lib/dates';
import { useUiStore } from '../../../shared/stores/ui-store';
import { useChangeBooking } from '../api/change-booking-status';
import { BookingWhenFields, fieldErrorsOf, startOfClock } from './booking-when-fields';

/** What a host may change of a booking from the drawer: while it is still to come. */
export const EDITABLE_STATUSES: readonly Booking['status'][] = ['requested', 'confirmed'];

/** The fields a change sends: only those that differ from the booking. */
export function changeBodyOf(
  booking: Pick<Booking, 'starts_at' | 'party_size' | 'notes'>,
  next: { startsAt: string; party: number; notes: string },
): ChangeBookingBody | null {
  const body: ChangeBookingBody = {};
  if (Date.parse(next.startsAt) !== Date.parse(booking.starts_at)) body.starts_at = next.startsAt;
  if (next.party !== booking.party_size) body.party_size = next.party;
  if (next.notes.trim() !== booking.notes) body.notes = next.notes.trim();
  return Object.keys(body).length > 0 ? body : null;
}

/**
 * A booking's change from the drawer, on the phone with the guest: day, time (the free ones as
 * chips, or any typed), party and notes. The API's refusals (no room, outside the hours, the state
 * moved on) land on the fields; the booking stays as it was until a change is taken.
 */
export function BookingEditForm({
  booking,
  publicKey,
  timeZone,
  onDone,
}: {
  booking: Booking;
  publicKey: string;
  timeZone: string;
  /** Saved (or left): back to the booking's page. */
  onDone(): void;
}) {
  const { t, i18n } = useTranslation('bookings');
  const showAlert = useUiStore((state) => state.showAlert);
  const change = useChangeBooking();
  const start = new Date(booking.starts_at);
  const [party, setParty] = useState(booking.party_size);
  const [date, setDate] = useState(wallClockAt(timeZone, start.getTime()).date);
  const [time, setTime] = useState(formatInstantTime(start, i18n.language, timeZone));
  const [notes, setNotes] = useState(booking.notes);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const next = startOfClock(t, timeZone, date, time);
    if ('error' in next) {
      setErrors({ starts_at: next.error });
      return;
    }
    setErrors({});
    const body = changeBodyOf(booking, { startsAt: next.startsAt, party, notes });
    if (!body) {
      onDone();
      return;
    }
    change.mutate(
      { bookingId: booking.id, body },
      {
        onSuccess: (saved) => {
          showAlert(t('edit.saved', { name: saved.name }), 'success');
          onDone();
        },
        onError: (error) => {
          const worded = fieldErrorsOf(t, error);
          setErrors(worded);
          if (Object.keys(worded).length > 0) return;
          setProblem(
            error instanceof ApiRequestError && (error.status === 404 || error.status === 409)
              ? t('edit.moved')
              : error.message,
          );
        },
      },
    );
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('edit.title', { name: booking.name })}
      data-testid="booking-edit-form"
      sx={{ display: 'grid', gap: 2.25 }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t('edit.title', { name: booking.name })}
      </Typography>
      <BookingWhenFields
        publicKey={publicKey}
        timeZone={timeZone}
        party={party}
        onParty={setParty}
        date={date}
        onDate={setDate}
        time={time}
        onTime={setTime}
        errors={errors}
      />
      <TextField
        multiline
        minRows={2}
        label={t('create.notes')}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        error={Boolean(errors.notes)}
        helperText={errors.notes}
        slotProps={{ htmlInput: { maxLength: BOOKING_NOTES_MAX_LENGTH } }}
      />
      {(problem || errors.status) && <Alert severity="error">{problem ?? errors.status}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={change.isPending}>
          {t('edit.save')}
        </Button>
        <Button onClick={onDone} disabled={change.isPending}>
          {t('edit.discard')}
        </Button>
      </Stack>
    </Box>
  );
}
