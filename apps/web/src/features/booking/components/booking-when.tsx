import type { BookingAvailability } from '@coperto/shared/bookings/booking.schemas';
import type { OpeningTimes } from '@coperto/shared/restaurants/opening-times.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatInstantTime } from '../../../shared/lib/dates';
import { PhoneOutlinedIcon } from '../../../shared/ui/icons';
import { Spinner } from '../../../shared/ui/page-spinner';
import type { BookingDay } from '../lib/booking-days';
import { timesByService } from '../lib/booking-days';
import { telHrefOf } from '../lib/booking-rules';
import './booking.css';

/** Days shown at first, and how many more each tap on "other dates" adds. */
const DAYS_PER_PAGE = 14;
/** Below this many places left, a time says "last places". */
const FEW_LEFT = 4;

export function BookingSection({
  title,
  children,
  titleId,
}: {
  title: string;
  children: ReactNode;
  titleId?: string;
}) {
  const ownId = useId();
  const id = titleId ?? ownId;
  return (
    <Box component="section" aria-labelledby={id} className="booking-section">
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1.5, fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** "Call the restaurant" as a big tap-to-call button. */
export function CallButton({ name, phone }: { name: string; phone: string }) {
  const { t } = useTranslation('booking');
  return (
    <Button
      variant="contained"
      size="large"
      href={telHrefOf(phone)}
      startIcon={<PhoneOutlinedIcon />}
      aria-label={`${t('form.call', { name })}: ${phone}`}
      className="booking-filled-link"
      data-testid="booking-call"
    >
      {phone}
    </Button>
  );
}

/** A party above the online maximum books by phone: the number to call, or the words to say so. */
export function LargePartyCall({
  name,
  phone,
  maxPartyOnline,
}: {
  name: string;
  phone: string | null | undefined;
  maxPartyOnline: number;
}) {
  const { t } = useTranslation('booking');
  return (
    <Box className="booking-call-box" data-testid="booking-large-party">
      <Typography sx={{ mb: phone ? 2 : 0 }}>
        {phone
          ? t('form.largeParty', { count: maxPartyOnline })
          : t('form.largePartyNoPhone', { count: maxPartyOnline })}
      </Typography>
      {phone && <CallButton name={name} phone={phone} />}
    </Box>
  );
}

/** − 2 persone +: from 1 to one above the online maximum ("more than 8"). */
export function PartyStepper({
  value,
  max,
  onChange,
  error,
}: {
  value: number;
  /** The largest party online: one more reads "more than {max}". */
  max: number;
  onChange(next: number): void;
  error?: string;
}) {
  const { t } = useTranslation('booking');
  const label =
    value > max ? t('form.partyMore', { count: max }) : t('form.partyCount', { count: value });
  return (
    <Box>
      <div className="booking-stepper" data-testid="booking-party">
        <button
          type="button"
          className="booking-stepper-button"
          aria-label={t('form.fewer')}
          disabled={value <= 1}
          onClick={() => onChange(Math.max(1, value - 1))}
        >
          −
        </button>
        <output className="booking-stepper-value" aria-live="polite">
          {label}
        </output>
        <button
          type="button"
          className="booking-stepper-button"
          aria-label={t('form.more')}
          disabled={value > max}
          onClick={() => onChange(Math.min(max + 1, value + 1))}
        >
          +
        </button>
      </div>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}

/** The days the book is open for, as chips; closed days shown but not choosable. */
export function DayPicker({
  days,
  value,
  onChange,
  legendId,
  error,
}: {
  days: readonly BookingDay[];
  value: string;
  onChange(date: string): void;
  legendId: string;
  error?: string;
}) {
  const { t, i18n } = useTranslation('booking');
  const language = i18n.language;
  const chosenIndex = days.findIndex((day) => day.date === value);
  const [shown, setShown] = useState(() =>
    Math.max(DAYS_PER_PAGE, Math.ceil((chosenIndex + 1) / DAYS_PER_PAGE) * DAYS_PER_PAGE),
  );
  const name = useId();
  return (
    <Box>
      <div
        role="radiogroup"
        aria-labelledby={legendId}
        className="booking-days"
        data-testid="booking-days"
      >
        {days.slice(0, shown).map((day, index) => {
          const label =
            index === 0
              ? t('form.today')
              : index === 1
                ? t('form.tomorrow')
                : formatCalendarDate(day.date, language, { weekday: 'short' });
          const full = formatCalendarDate(day.date, language);
          return (
            <label key={day.date} className="booking-chip booking-day" title={full}>
              <input
                type="radio"
                name={name}
                value={day.date}
                checked={day.date === value}
                disabled={day.closed}
                onChange={() => onChange(day.date)}
                aria-label={day.closed ? `${full} (${t('form.closedDay')})` : full}
                data-testid={`booking-day-${day.date}`}
              />
              <span>
                <span className="booking-day-name">{label}</span>
                <span className="booking-day-number">
                  {formatCalendarDate(day.date, language, { day: 'numeric' })}
                </span>
                <span className="booking-day-month">
                  {day.closed
                    ? t('form.closedDay')
                    : formatCalendarDate(day.date, language, { month: 'short' })}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {shown < days.length && (
        <Button
          size="small"
          onClick={() => setShown((n) => n + DAYS_PER_PAGE)}
          sx={{ mt: 1 }}
          data-testid="booking-more-days"
        >
          {t('form.moreDays')}
        </Button>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}

/** Only the times with room for the party, grouped by service (lunch, dinner). */
export function TimePicker({
  availability,
  loading,
  failed,
  onRetry,
  party,
  openingTimes,
  timeZone,
  date,
  value,
  onChange,
  legendId,
  error,
  withFull = false,
}: {
  availability: BookingAvailability | undefined;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  party: number;
  openingTimes: OpeningTimes;
  timeZone: string;
  date: string;
  value: string;
  onChange(start: string): void;
  legendId: string;
  error?: string;
  /**
   * Show the day's full times too, marked full: choosing one asks for its waitlist (decision
   * 060). Left out where a full time offers nothing (a change of a booking).
   */
  withFull?: boolean;
}) {
  const { t, i18n } = useTranslation('booking');
  const name = useId();
  // An answer for another day or party (kept while the next loads) offers nothing.
  const current =
    availability && availability.date === date && availability.party_size === party
      ? availability
      : undefined;
  if (!current) {
    if (failed) {
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={onRetry}>
              {t('form.retry')}
            </Button>
          }
        >
          {t('form.timesError')}
        </Alert>
      );
    }
    return loading ? (
      <Box sx={{ py: 2 }}>
        <Spinner label={t('form.timesLoading')} />
      </Box>
    ) : null;
  }
  const full = withFull ? (current.full_times ?? []) : [];
  const groups = timesByService(
    [
      ...current.times.map((time) => ({ ...time, full: false })),
      ...full.map((start) => ({ start, remaining: 0, full: true })),
    ],
    openingTimes,
    timeZone,
    date,
  );
  return (
    <Box>
      {full.length > 0 && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mb: 1.5 }}
          data-testid="booking-full-hint"
        >
          {current.times.length === 0
            ? t('form.allFull', { party: t('form.partyCount', { count: party }) })
            : t('form.fullHint')}
        </Typography>
      )}
      {groups.length === 0 ? (
        <Typography color="text.secondary" data-testid="booking-no-times">
          {t('form.noTimes', { party: t('form.partyCount', { count: party }) })}
        </Typography>
      ) : (
        <div role="radiogroup" aria-labelledby={legendId} data-testid="booking-times">
          {groups.map((group) => (
            <div key={`${group.kind}-${group.opens}`} className="booking-service">
              <Typography component="h3" className="booking-service-name">
                {t(`form.services.${group.kind}`)}
              </Typography>
              <div className="booking-times">
                {group.times.map((time) => {
                  const clock = formatInstantTime(new Date(time.start), i18n.language, timeZone);
                  const few = !time.full && time.remaining < party + FEW_LEFT;
                  const note = time.full
                    ? t('form.full')
                    : few
                      ? t('form.remainingFew')
                      : undefined;
                  return (
                    <label
                      key={time.start}
                      className={`booking-chip booking-time${time.full ? ' booking-time-full' : ''}`}
                    >
                      <input
                        type="radio"
                        name={name}
                        value={time.start}
                        checked={time.start === value}
                        onChange={() => onChange(time.start)}
                        aria-label={
                          time.full
                            ? `${clock} (${t('form.fullLabel')})`
                            : note
                              ? `${clock} (${note})`
                              : clock
                        }
                        data-testid={time.full ? 'booking-full-time' : 'booking-time'}
                      />
                      <span>
                        {clock}
                        {note && <span className="booking-time-few">{note}</span>}
                      </span>
                    </label>
                  );
                })}
              </div>
            </div>
          ))}
        </div>
      )}
      {error && (
        <FormHelperText error role="alert" sx={{ fontSize: '0.95rem', mt: 1 }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
