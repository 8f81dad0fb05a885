import {
  BOOKING_MAX_PARTY,
  BOOKING_NOTES_MAX_LENGTH,
} from '@coperto/shared/bookings/booking.constants';
import type { StaffBookingBody } from '@coperto/shared/bookings/booking.schemas';
import { SUPPORTED_LANGUAGES } from '@coperto/shared/common/constants';
import { instantOfWallClock } from '@coperto/shared/restaurants/opening-hours';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../shared/lib/api-client';
import { formatInstantTime } from '../../../shared/lib/dates';
import { useUiStore } from '../../../shared/stores/ui-store';
import { newIdempotencyKey, useCreateStaffBooking } from '../api/change-booking-status';
import { useStaffAvailability } from '../api/get-bookings-restaurant';
import { minutesOfClock } from '../lib/booking-day';

type Kind = 'phone' | 'walk_in';
const PARTY_QUICK = [1, 2, 3, 4, 5, 6, 8] as const;
const RULE_KEYS = [
  'bookings_closed',
  'party_too_large',
  'date_unavailable',
  'time_unavailable',
  'slot_full',
  'service_full',
  'past_cutoff',
  'not_changeable',
] as const;

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
  const availability = useStaffAvailability(kind === 'phone' ? publicKey : undefined, date, party);

  const ruleText = (rule: string) =>
    (RULE_KEYS as readonly string[]).includes(rule)
      ? t(`create.rules.${rule as 'slot_full'}`)
      : rule;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const errors: Record<string, string> = {};
    let startsAt: string | undefined;
    if (kind === 'phone') {
      const minutes = minutesOfClock(time);
      if (!time.trim()) errors.starts_at = t('create.timeRequired');
      else if (minutes === null) errors.starts_at = t('create.timeInvalid');
      else startsAt = new Date(instantOfWallClock(timeZone, date, minutes)).toISOString();
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
            const worded: Record<string, string> = {};
            for (const [field, message] of Object.entries(error.fields)) {
              const key = field.startsWith('guest.') ? field.slice(6) : field;
              worded[key === 'restaurant_id' || key === 'date' ? 'starts_at' : key] =
                ruleText(message);
            }
            setFieldErrors(worded);
            setProblem(error.detail);
          } else {
            setProblem(error instanceof Error ? error.message : String(error));
          }
        },
      },
    );
  };

  const times = availability.data?.times ?? [];
  return (
    <Dialog
      open
      onClose={create.isPending ? undefined : onClose}
      fullScreen={phoneScreen}
      maxWidth="sm"
      fullWidth
    >
      <Box component="form" noValidate onSubmit={submit} aria-label={t('create.title')}>
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

          <Box>
            <Typography variant="body2" color="text.secondary" id="party-label" sx={{ mb: 0.75 }}>
              {t('create.party')}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <ToggleButtonGroup
                exclusive
                size="small"
                value={party}
                onChange={(_, next: number | null) => next && setParty(next)}
                aria-labelledby="party-label"
              >
                {PARTY_QUICK.map((size) => (
                  <ToggleButton key={size} value={size} sx={{ minWidth: 44 }}>
                    {size}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
              <TextField
                type="number"
                size="small"
                label={t('create.party')}
                value={party}
                onChange={(event) => {
                  const next = Number(event.target.value);
                  if (Number.isInteger(next) && next >= 1 && next <= BOOKING_MAX_PARTY)
                    setParty(next);
                }}
                error={Boolean(fieldErrors.party_size)}
                helperText={fieldErrors.party_size}
                slotProps={{ htmlInput: { min: 1, max: BOOKING_MAX_PARTY, inputMode: 'numeric' } }}
                sx={{ width: 110 }}
              />
            </Box>
          </Box>

          {kind === 'phone' && (
            <>
              <TextField
                type="date"
                label={t('create.date')}
                value={date}
                onChange={(event) => event.target.value && setDate(event.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <Box>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
                  {t('create.freeTimes')}
                </Typography>
                {availability.isFetching && !availability.data ? (
                  <Typography
                    variant="body2"
                    sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
                  >
                    <CircularProgress size={16} /> {t('create.loadingTimes')}
                  </Typography>
                ) : times.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('create.noTimes')}
                  </Typography>
                ) : (
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    {times.map((slot) => {
                      const label = formatInstantTime(
                        new Date(slot.start),
                        i18n.language,
                        timeZone,
                      );
                      return (
                        <Chip
                          key={slot.start}
                          label={label}
                          title={t('create.remaining', { count: slot.remaining })}
                          color={label === time ? 'primary' : 'default'}
                          variant={label === time ? 'filled' : 'outlined'}
                          onClick={() => setTime(label)}
                          aria-pressed={label === time}
                        />
                      );
                    })}
                  </Box>
                )}
              </Box>
              <TextField
                label={t('create.time')}
                value={time}
                onChange={(event) => setTime(event.target.value)}
                placeholder="20:30"
                error={Boolean(fieldErrors.starts_at)}
                helperText={fieldErrors.starts_at ?? t('create.timeHint')}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
              />
            </>
          )}

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
      </Box>
    </Dialog>
  );
}
