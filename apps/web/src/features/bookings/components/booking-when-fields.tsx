import { BOOKING_MAX_PARTY, BOOKING_RULES } from '@coperto/shared/bookings/booking.constants';
import { instantOfWallClock } from '@coperto/shared/restaurants/opening-hours';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../shared/lib/api-client';
import { formatInstantTime } from '../../../shared/lib/dates';
import { useStaffAvailability } from '../api/get-bookings-restaurant';
import { minutesOfClock } from '../lib/booking-day';

const PARTY_QUICK = [1, 2, 3, 4, 5, 6, 8] as const;

/** The API's 422 rule code in the host's words; anything else (a 400's English) as it came. */
export function ruleText(t: TFunction<'bookings'>, rule: string): string {
  return (BOOKING_RULES as readonly string[]).includes(rule)
    ? t(`create.rules.${rule as 'slot_full'}`, { defaultValue: rule })
    : rule;
}

/**
 * A refused write's `fields` on the form's fields, worded: the guest's fields by their own name
 * (`guest.phone` → `phone`), the day and the restaurant on the time, where the host fixes them.
 */
export function fieldErrorsOf(t: TFunction<'bookings'>, error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  const worded: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.fields)) {
    const key = field.startsWith('guest.') ? field.slice(6) : field;
    worded[key === 'restaurant_id' || key === 'date' ? 'starts_at' : key] = ruleText(t, message);
  }
  return worded;
}

/**
 * The instant a host's `HH:MM` on a day names on the restaurant's clock, or the field's error
 * (none typed, not a time).
 */
export function startOfClock(
  t: TFunction<'bookings'>,
  timeZone: string,
  date: string,
  time: string,
): { startsAt: string } | { error: string } {
  const minutes = minutesOfClock(time);
  if (!time.trim()) return { error: t('create.timeRequired') };
  if (minutes === null) return { error: t('create.timeInvalid') };
  return { startsAt: new Date(instantOfWallClock(timeZone, date, minutes)).toISOString() };
}

/**
 * How many, which day and what time, as a host takes them on the phone: quick party buttons or any
 * number, the day, the times with room as chips, or any time typed (the API checks the hours and
 * the covers). Shared by a new booking and a booking's change.
 */
export function BookingWhenFields({
  publicKey,
  timeZone,
  party,
  onParty,
  date,
  onDate,
  time,
  onTime,
  errors,
}: {
  /** The booking page's key, for its availability; undefined reads no times (a walk-in). */
  publicKey: string | undefined;
  timeZone: string;
  party: number;
  onParty(next: number): void;
  date: string;
  onDate(next: string): void;
  /** `HH:MM` on the restaurant's clock. */
  time: string;
  onTime(next: string): void;
  errors: Record<string, string>;
}) {
  const { t, i18n } = useTranslation('bookings');
  const partyLabel = useId();
  const availability = useStaffAvailability(publicKey, date, party);
  const times = availability.data?.times ?? [];
  return (
    <>
      <Box>
        <Typography variant="body2" color="text.secondary" id={partyLabel} sx={{ mb: 0.75 }}>
          {t('create.party')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={party}
            onChange={(_, next: number | null) => next && onParty(next)}
            aria-labelledby={partyLabel}
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
              if (Number.isInteger(next) && next >= 1 && next <= BOOKING_MAX_PARTY) onParty(next);
            }}
            error={Boolean(errors.party_size)}
            helperText={errors.party_size}
            slotProps={{ htmlInput: { min: 1, max: BOOKING_MAX_PARTY, inputMode: 'numeric' } }}
            sx={{ width: 110 }}
          />
        </Box>
      </Box>

      {publicKey !== undefined && (
        <>
          <TextField
            type="date"
            label={t('create.date')}
            value={date}
            onChange={(event) => event.target.value && onDate(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
              {t('create.freeTimes')}
            </Typography>
            {availability.isFetching && !availability.data ? (
              <Typography variant="body2" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <CircularProgress size={16} /> {t('create.loadingTimes')}
              </Typography>
            ) : times.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('create.noTimes')}
              </Typography>
            ) : (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {times.map((slot) => {
                  const label = formatInstantTime(new Date(slot.start), i18n.language, timeZone);
                  return (
                    <Chip
                      key={slot.start}
                      label={label}
                      title={t('create.remaining', { count: slot.remaining })}
                      color={label === time ? 'primary' : 'default'}
                      variant={label === time ? 'filled' : 'outlined'}
                      onClick={() => onTime(label)}
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
            onChange={(event) => onTime(event.target.value)}
            placeholder="20:30"
            error={Boolean(errors.starts_at)}
            helperText={errors.starts_at ?? t('create.timeHint')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
          />
        </>
      )}
    </>
  );
}
