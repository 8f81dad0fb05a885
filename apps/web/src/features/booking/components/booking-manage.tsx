import { BOOKING_NOTES_MAX_LENGTH } from '@coperto/shared/bookings/booking.constants';
import type { PublicBooking, PublicBookingInfo } from '@coperto/shared/bookings/booking.schemas';
import { pickTranslation } from '@coperto/shared/common/translations';
import { localDateOf } from '@coperto/shared/restaurants/opening-hours';
import type { OpeningTimes } from '@coperto/shared/restaurants/opening-times.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../shared/lib/api-client';
import { formatCalendarDate, formatInstantTime } from '../../../shared/lib/dates';
import { availabilityKey, useBookingAvailability } from '../api/get-booking-availability';
import {
  cancelPublicBooking,
  changePublicBooking,
  confirmPublicBooking,
  publicBookingKey,
  usePublicBooking,
} from '../api/public-booking';
import { bookingDays } from '../lib/booking-days';
import { type BookingFormError, bookingErrorsOf, TIME_TAKEN } from '../lib/booking-rules';
import { AskAgainDialog } from './ask-again-dialog';
import { BookingProtectionStatus } from './booking-protection-status';
import {
  BookingSection,
  DayPicker,
  LargePartyCall,
  PartyStepper,
  TimePicker,
} from './booking-when';
import { Detail, LinkReadState } from './guest-page-parts';
import { RestaurantWhere } from './restaurant-where';

/** What the reminder's links ask for on arrival (`?action=confirm|cancel`, booking-emails.ts). */
export type ManageAction = 'confirm' | 'cancel' | null;

export interface BookingManageRestaurant {
  name: string;
  public_key: string;
  time_zone: string;
  opening_times: OpeningTimes;
  phone_number: string;
  /** One line: "Via Roma 1, 00186 Roma". */
  address: string;
  /** Its languages, the first first: the cancellation notes fall back to the first. */
  language: readonly string[];
}

export interface BookingManageProps {
  publicId: string;
  restaurant: BookingManageRestaurant;
  /** The booking page's settings (days ahead, largest party): the change follows them. */
  info: PublicBookingInfo | undefined;
  /** Arrived from the booking form: says the email is on its way. */
  justBooked?: boolean;
  action?: ManageAction;
  /** The reminder's action is done (or refused): the page drops it from its address. */
  onActionHandled?(): void;
  bookPath: string;
  homePath: string;
  now?: number;
}

type Notice =
  | { kind: 'changed' | 'cancelled' | 'confirmed' | 'unchanged' }
  | { kind: 'error'; text: string };

/**
 * The guest's booking (`/{lang}/booking/{publicId}`, the link of every email): when, how many,
 * for whom, its state, where and the phone; change it (party, day, time, notes: the booking
 * form's rules) or cancel it until the cut-off, after which the phone; the reminder's one-click
 * confirm (and cancel, asked once more here).
 */
export function BookingManage({
  publicId,
  restaurant,
  info,
  justBooked = false,
  action = null,
  onActionHandled,
  bookPath,
  homePath,
  now,
}: BookingManageProps) {
  const { t, i18n } = useTranslation('booking');
  const language = i18n.language;
  const queryClient = useQueryClient();
  const query = usePublicBooking(publicId, restaurant.public_key);
  const booking = query.data;
  const [editing, setEditing] = useState(false);
  const [askCancel, setAskCancel] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const actionDone = useRef(false);

  const store = (next: PublicBooking) => queryClient.setQueryData(publicBookingKey(publicId), next);
  const failureText = (error: unknown) => {
    if (!(error instanceof ApiRequestError)) return t('manage.failed');
    if (error.status === 0) return t('manage.network');
    const code = Object.values(error.fields)[0];
    return code
      ? t(`errors.${code as BookingFormError}`, { defaultValue: t('manage.failed') })
      : t('manage.failed');
  };

  // The reminder's links: "I am coming" is said at once; "cancel" is asked once more.
  useEffect(() => {
    if (!booking || !action || actionDone.current) return;
    actionDone.current = true;
    if (action === 'cancel') {
      if (booking.manageable) setAskCancel(true);
      onActionHandled?.();
      return;
    }
    if (booking.guest_confirmed_at || !['requested', 'confirmed'].includes(booking.status)) {
      onActionHandled?.();
      return;
    }
    setBusy(true);
    confirmPublicBooking(publicId, restaurant.public_key)
      .then((next) => {
        store(next);
        setNotice({ kind: 'confirmed' });
      })
      .catch((error: unknown) =>
        setNotice({ kind: 'error', text: failureText(error) || t('manage.confirmFailed') }),
      )
      .finally(() => {
        setBusy(false);
        onActionHandled?.();
      });
  });

  if (!booking) {
    return (
      <LinkReadState
        query={query}
        notFound={t('manage.notFound')}
        loadError={t('manage.loadError')}
        testId="booking-manage-error"
      />
    );
  }

  const zone = booking.restaurant.time_zone;
  const start = new Date(booking.starts_at);
  const day = formatCalendarDate(localDateOf(zone, start.getTime()), language);
  const time = formatInstantTime(start, language, zone);
  const open = booking.status === 'requested' || booking.status === 'confirmed';
  const phone = (booking.restaurant.phone_number || restaurant.phone_number).trim();
  const policy = pickTranslation(
    booking.restaurant.cancellation_policy,
    language,
    restaurant.language[0] ?? language,
  );
  const until = new Date(booking.manage_until);
  const untilText = t('manage.whenOn', {
    day: formatCalendarDate(localDateOf(zone, until.getTime()), language),
    time: formatInstantTime(until, language, zone),
  });
  const severity =
    booking.status === 'cancelled' || booking.status === 'no_show'
      ? 'error'
      : booking.status === 'requested'
        ? 'warning'
        : 'success';

  const cancel = async () => {
    setBusy(true);
    setNotice(null);
    try {
      store(await cancelPublicBooking(publicId, restaurant.public_key));
      setAskCancel(false);
      setEditing(false);
      setNotice({ kind: 'cancelled' });
      void queryClient.invalidateQueries({ queryKey: availabilityKey });
    } catch (error) {
      setAskCancel(false);
      setNotice({ kind: 'error', text: failureText(error) });
      void query.refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      spacing={3.5}
      className="booking-manage"
      data-testid="booking-manage"
      data-status={booking.status}
    >
      <Box>
        <Typography color="text.secondary">
          {t('manage.hello', { name: booking.name.split(' ')[0] })}
        </Typography>
        <Typography
          component="h1"
          variant="h4"
          sx={{ fontFamily: 'var(--display-font, inherit)', fontWeight: 800 }}
          data-testid="booking-manage-title"
        >
          {t(`manage.title.${booking.status}`)}
        </Typography>
      </Box>

      {justBooked && !notice && (
        <Alert severity="success" data-testid="booking-just-booked">
          {t('manage.justBooked')}
        </Alert>
      )}
      {notice && (
        <Alert
          severity={
            notice.kind === 'error' ? 'error' : notice.kind === 'unchanged' ? 'info' : 'success'
          }
          role="status"
          data-testid="booking-notice"
        >
          {notice.kind === 'error' ? notice.text : t(`manage.${notice.kind}`)}
        </Alert>
      )}

      <Box className="booking-card">
        <div className="booking-status" data-severity={severity} data-testid="booking-status">
          <span className="booking-status-dot" aria-hidden="true" />
          <span>
            <strong>{t(`manage.status.${booking.status}`)}</strong>
            <span className="booking-status-message">
              {booking.protection?.status === 'pending'
                ? t('noShow.awaiting')
                : t(`manage.statusMessage.${booking.status}`)}
            </span>
          </span>
        </div>
        {booking.reason && booking.status === 'cancelled' && (
          <Typography sx={{ mt: 1 }}>{t('manage.reason', { reason: booking.reason })}</Typography>
        )}
        <dl className="booking-details" aria-label={t('manage.details')}>
          <Detail label={t('manage.date')} value={day} testId="booking-date" />
          <Detail label={t('manage.time')} value={time} testId="booking-time" />
          <Detail
            label={t('manage.party')}
            value={t('form.partyCount', { count: booking.party_size })}
            testId="booking-party-size"
          />
          <Detail label={t('manage.name')} value={booking.name} />
          {booking.notes && <Detail label={t('manage.notes')} value={booking.notes} />}
        </dl>
        {booking.guest_confirmed_at && open && (
          <Typography sx={{ mt: 1.5, fontWeight: 600 }} data-testid="booking-guest-confirmed">
            ✓ {t('manage.guestConfirmed')}
          </Typography>
        )}
      </Box>

      <BookingProtectionStatus booking={booking} />

      {open && !editing && (
        <Box data-testid="booking-actions">
          {booking.manageable ? (
            <>
              <Typography color="text.secondary" sx={{ mb: 1.5 }}>
                {t('manage.manageUntil', { when: untilText })}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <Button
                  variant="contained"
                  size="large"
                  onClick={() => {
                    setNotice(null);
                    setEditing(true);
                  }}
                  disabled={busy || !info}
                  data-testid="booking-change"
                >
                  {t('manage.change')}
                </Button>
                <Button
                  variant="outlined"
                  size="large"
                  color="error"
                  onClick={() => setAskCancel(true)}
                  disabled={busy}
                  data-testid="booking-cancel"
                >
                  {t('manage.cancel')}
                </Button>
              </Stack>
            </>
          ) : (
            <Typography data-testid="booking-too-late">{t('manage.tooLate')}</Typography>
          )}
        </Box>
      )}

      {editing && info && (
        <ChangeBooking
          booking={booking}
          restaurant={restaurant}
          info={info}
          now={now}
          onDone={(next, outcome) => {
            if (next) store(next);
            setEditing(false);
            setNotice({ kind: outcome });
          }}
          onCancel={() => setEditing(false)}
        />
      )}

      <RestaurantWhere
        name={restaurant.name}
        address={restaurant.address}
        phone={phone}
        testIdPrefix="booking"
      />

      {policy && open && (
        <Box className="booking-policy">
          <Typography component="h2" sx={{ fontWeight: 700 }}>
            {t('manage.policy')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{policy}</Typography>
        </Box>
      )}

      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {!open && (
          <Button href={bookPath} variant="contained" className="booking-filled-link">
            {t('manage.bookAgain')}
          </Button>
        )}
        <Button href={homePath} color="inherit">
          {t('manage.backHome')}
        </Button>
      </Stack>

      <AskAgainDialog
        open={askCancel}
        busy={busy}
        title={t('manage.cancelTitle')}
        message={t('manage.cancelMessage', {
          party: t('form.partyCount', { count: booking.party_size }),
          when: t('manage.whenOn', { day, time }),
        })}
        keepLabel={t('manage.cancelKeep')}
        confirmLabel={t('manage.cancelConfirm')}
        onKeep={() => setAskCancel(false)}
        onConfirm={() => void cancel()}
        confirmTestId="booking-cancel-confirm"
      />
    </Stack>
  );
}

/** The change: party, day and time by the booking form's rules, and the notes. */
function ChangeBooking({
  booking,
  restaurant,
  info,
  now,
  onDone,
  onCancel,
}: {
  booking: PublicBooking;
  restaurant: BookingManageRestaurant;
  info: PublicBookingInfo;
  now?: number;
  onDone(next: PublicBooking | null, outcome: 'changed' | 'unchanged'): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('booking');
  const queryClient = useQueryClient();
  const zone = restaurant.time_zone;
  const days = useMemo(
    () => bookingDays(restaurant.opening_times, zone, info.days_ahead, now),
    [restaurant.opening_times, zone, info.days_ahead, now],
  );
  const [party, setParty] = useState(booking.party_size);
  const [date, setDate] = useState(localDateOf(zone, Date.parse(booking.starts_at)));
  const [time, setTime] = useState(booking.starts_at);
  const [notes, setNotes] = useState(booking.notes);
  const [error, setError] = useState<{
    field: 'time' | 'party' | 'notes' | 'form';
    text: string;
  } | null>(null);
  const [saving, setSaving] = useState(false);
  const partyLegend = useId();
  const dateLegend = useId();
  const timeLegend = useId();
  const callInstead = party > info.max_party_online && party !== booking.party_size;
  const availability = useBookingAvailability(restaurant.public_key, date, party, !callInstead);
  const sameTime = Date.parse(time) === Date.parse(booking.starts_at);
  const unchanged = sameTime && party === booking.party_size && notes.trim() === booking.notes;
  // The booking's own time stays choosable while nothing else changes: its places are its own.
  const offered = availability.data && {
    ...availability.data,
    times:
      party === booking.party_size &&
      date === localDateOf(zone, Date.parse(booking.starts_at)) &&
      !availability.data.times.some((x) => Date.parse(x.start) === Date.parse(booking.starts_at))
        ? [...availability.data.times, { start: booking.starts_at, remaining: party + 99 }]
        : availability.data.times,
  };

  useEffect(() => {
    const data = offered;
    if (!data || data.date !== date || data.party_size !== party || !time) return;
    if (!data.times.some((x) => Date.parse(x.start) === Date.parse(time))) setTime('');
  });

  const save = async () => {
    setError(null);
    if (unchanged) return onDone(null, 'unchanged');
    if (!time) return setError({ field: 'time', text: t('errors.time') });
    setSaving(true);
    try {
      const next = await changePublicBooking(booking.public_id, restaurant.public_key, {
        ...(sameTime ? {} : { starts_at: time }),
        ...(party === booking.party_size ? {} : { party_size: party }),
        ...(notes.trim() === booking.notes ? {} : { notes: notes.trim() }),
      });
      void queryClient.invalidateQueries({ queryKey: availabilityKey });
      onDone(next, 'changed');
    } catch (caught) {
      if (!(caught instanceof ApiRequestError)) throw caught;
      if (caught.status === 0) setError({ field: 'form', text: t('manage.network') });
      else if (caught.status === 422 || caught.status === 400) {
        const mapped = bookingErrorsOf(caught.fields);
        const code =
          mapped.fields.time ??
          mapped.fields.party ??
          mapped.fields.notes ??
          mapped.booking[0] ??
          'invalid';
        const field = mapped.fields.time
          ? 'time'
          : mapped.fields.party
            ? 'party'
            : mapped.fields.notes
              ? 'notes'
              : 'form';
        if (field === 'time' && TIME_TAKEN.includes(code)) {
          setTime('');
          void queryClient.invalidateQueries({ queryKey: availabilityKey });
          setError({ field, text: t('form.timeTaken') });
        } else setError({ field, text: t(`errors.${code}`) });
      } else setError({ field: 'form', text: t('manage.failed') });
    } finally {
      setSaving(false);
    }
  };

  const phone = info.phone_number.trim();
  return (
    <Box
      component="section"
      className="booking-change"
      aria-labelledby="booking-change-title"
      data-testid="booking-change-form"
    >
      <Typography
        id="booking-change-title"
        component="h2"
        variant="h5"
        sx={{ fontWeight: 700, mb: 2 }}
      >
        {t('manage.changeTitle')}
      </Typography>
      <Stack spacing={3.5}>
        {error?.field === 'form' && <Alert severity="error">{error.text}</Alert>}
        <BookingSection title={t('form.party')} titleId={partyLegend}>
          <PartyStepper
            value={party}
            max={Math.max(info.max_party_online, booking.party_size)}
            onChange={(next) => {
              setParty(next);
              setError(null);
            }}
            error={error?.field === 'party' ? error.text : undefined}
          />
        </BookingSection>
        {callInstead ? (
          <LargePartyCall
            name={restaurant.name}
            phone={phone}
            maxPartyOnline={info.max_party_online}
          />
        ) : (
          <>
            <BookingSection title={t('form.date')} titleId={dateLegend}>
              <DayPicker days={days} value={date} onChange={setDate} legendId={dateLegend} />
            </BookingSection>
            <BookingSection title={t('form.time')} titleId={timeLegend}>
              <TimePicker
                availability={offered}
                loading={availability.isFetching}
                failed={availability.isError}
                onRetry={() => void availability.refetch()}
                party={party}
                openingTimes={restaurant.opening_times}
                timeZone={zone}
                date={date}
                value={
                  offered?.times.find((x) => Date.parse(x.start) === Date.parse(time))?.start ??
                  time
                }
                onChange={(next) => {
                  setTime(next);
                  setError(null);
                }}
                legendId={timeLegend}
                error={error?.field === 'time' ? error.text : undefined}
              />
            </BookingSection>
          </>
        )}
        <TextField
          label={t('fields.notes')}
          placeholder={t('fields.notesHint')}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          error={error?.field === 'notes'}
          helperText={error?.field === 'notes' ? error.text : undefined}
          slotProps={{ htmlInput: { maxLength: BOOKING_NOTES_MAX_LENGTH } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            variant="contained"
            size="large"
            onClick={() => void save()}
            disabled={saving || callInstead}
            data-testid="booking-save"
          >
            {t('manage.save')}
          </Button>
          <Button size="large" onClick={onCancel} disabled={saving}>
            {t('manage.discard')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
