import { BOOKING_NOTES_MAX_LENGTH } from '@coperto/shared/bookings/booking.constants';
import type { StaffBookingBody } from '@coperto/shared/bookings/booking.schemas';
import { SUPPORTED_LANGUAGES } from '@coperto/shared/common/constants';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../shared/lib/api-client';
import { useUiStore } from '../../../shared/stores/ui-store';
import { newIdempotencyKey, useCreateStaffBooking } from '../api/change-booking-status';
import { BookingWhenFields, fieldErrorsOf, startOfClock } from './booking-when-fields';

type Kind = 'phone' | 'walk_in';

/**
 * A booking taken on the phone or a party at the door, in a few taps: the kind, the party, the day
 * and a free time (or any time typed: the API checks the hours and covers), the name, the phone.
 * A walk-in sits now. A retry of the same booking reuses its Idempotency-Key, so a slow network
 * never books twice.
 */
export function NewBookingDialog({
  restaurantId,
  publicKey,
  timeZone,
  initialDate,
  onClose,
}: {
  restaurantId: number;
  publicKey: string;
  timeZone: string;
  initialDate: string;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation('bookings');
  const theme = useTheme();
  const phoneScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const showAlert = useUiStore((state) => state.showAlert);
  const create = useCreateStaffBooking();
  const [kind, setKind] = useState<Kind>('phone');
  const [party, setParty] = useState(2);
  const [date, setDate] = useState(initialDate);
  const [time, setTime] = useState('');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [notes, setNotes] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const attempt = useRef<{ key: string; body: string } | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const errors: Record<string, string> = {};
    let startsAt: string | undefined;
    if (kind === 'phone') {
      const start = startOfClock(t, timeZone, date, time);
      if ('error' in start) errors.starts_at = start.error;
      else startsAt = start.startsAt;
    }
    if (name.trim().length < 2) errors.name = t('create.nameRequired');
    setFieldErrors(errors);
    setProblem(null);
    if (Object.keys(errors).length > 0) return;
    const body: StaffBookingBody = {
      restaurant_id: restaurantId,
      source: kind,
      starts_at: startsAt,
      party_size: party,
      guest: {
        name: name.trim(),
        phone: phone.trim() || undefined,
        email: email.trim() || undefined,
      },
      notes: notes.trim(),
      // The guest's emails speak the host's language when it is one guests can have, else Italian.
      language: (SUPPORTED_LANGUAGES as readonly string[]).includes(i18n.language.slice(0, 2))
        ? (i18n.language.slice(0, 2) as (typeof SUPPORTED_LANGUAGES)[number])
        : 'it',
    };
    const json = JSON.stringify(body);
    if (attempt.current?.body !== json) attempt.current = { key: newIdempotencyKey(), body: json };
    create.mutate(
      { body, key: attempt.current.key },
      {
        onSuccess: (booking) => {
          showAlert(
            t(kind === 'walk_in' ? 'create.savedWalkIn' : 'create.saved', { name: booking.name }),
            'success',
          );
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) {
            setFieldErrors(fieldErrorsOf(t, error));
            setProblem(error.detail);
          } else {
            setProblem(error instanceof Error ? error.message : String(error));
          }
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={create.isPending ? undefined : onClose}
      fullScreen={phoneScreen}
      maxWidth="sm"
      fullWidth
      // The dialog's paper is the form, so its fields scroll between the title and the buttons,
      // which stay in sight on a laptop's screen.
      slotProps={{
        paper: {
          component: 'form',
          noValidate: true,
          onSubmit: submit,
          'aria-label': t('create.title'),
        } as object,
      }}
    >
      <DialogTitle>{t('create.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.25, pt: '8px !important' }}>
        <ToggleButtonGroup
          exclusive
          fullWidth
          color="primary"
          value={kind}
          onChange={(_, next: Kind | null) => next && setKind(next)}
          aria-label={t('create.kind')}
        >
          <ToggleButton value="phone">{t('create.phone')}</ToggleButton>
          <ToggleButton value="walk_in">{t('create.walkIn')}</ToggleButton>
        </ToggleButtonGroup>

        <BookingWhenFields
          publicKey={kind === 'phone' ? publicKey : undefined}
          timeZone={timeZone}
          party={party}
          onParty={setParty}
          date={date}
          onDate={setDate}
          time={time}
          onTime={setTime}
          errors={fieldErrors}
        />

        <TextField
          required
          label={t('create.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(fieldErrors.name)}
          helperText={fieldErrors.name}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <TextField
          type="tel"
          label={t('create.phoneNumber')}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={Boolean(fieldErrors.phone)}
          helperText={fieldErrors.phone}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 40 } }}
        />
        <TextField
          type="email"
          label={t('create.email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={Boolean(fieldErrors.email)}
          helperText={fieldErrors.email ?? (kind === 'phone' ? t('create.emailHint') : undefined)}
          autoComplete="off"
        />
        <TextField
          multiline
          minRows={2}
          label={t('create.notes')}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          error={Boolean(fieldErrors.notes)}
          helperText={fieldErrors.notes}
          slotProps={{ htmlInput: { maxLength: BOOKING_NOTES_MAX_LENGTH } }}
        />
        {problem && <Alert severity="error">{problem}</Alert>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={create.isPending}>
          {t('create.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {kind === 'walk_in' ? t('create.saveWalkIn') : t('create.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
