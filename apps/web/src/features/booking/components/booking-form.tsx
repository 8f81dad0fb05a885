import { WAITLIST_OFFER_MINUTES } from '@coperto/shared/bookings/booking.constants';
import type { PublicBooking, PublicBookingInfo } from '@coperto/shared/bookings/booking.schemas';
import type { PublicWaitlistEntry } from '@coperto/shared/bookings/waitlist.schemas';
import { pickTranslation } from '@coperto/shared/common/translations';
import type { OpeningTimes } from '@coperto/shared/restaurants/opening-times.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConsentFields } from '../../../shared/forms/consent-fields';
import { translatedZodResolver } from '../../../shared/forms/translated-zod-resolver';
import { ApiRequestError } from '../../../shared/lib/api-client';
import { createAttemptKeys } from '../../../shared/lib/attempt-keys';
import { formatInstantTime } from '../../../shared/lib/dates';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { createUnderKey } from '../api/create-under-key';
import { availabilityKey, useBookingAvailability } from '../api/get-booking-availability';
import { bookingDays, firstOpenDay } from '../lib/booking-days';
import {
  apiLanguageOf,
  type BookingFormError,
  type BookingFormField,
  type BookingFormValues,
  bookingErrorsOf,
  bookingFormSchema,
  createBookingBodyOf,
  emptyBookingForm,
  TIME_TAKEN,
} from '../lib/booking-rules';
import {
  BookingSection,
  DayPicker,
  LargePartyCall,
  PartyStepper,
  TimePicker,
} from './booking-when';
import { NoShowPolicyNotice, policyFor } from './no-show-policy-notice';
import { WaitlistJoined } from './waitlist-joined';

export interface BookingFormRestaurant {
  name: string;
  public_key: string;
  time_zone: string;
  opening_times: OpeningTimes;
  /** Its languages, the first first: the cancellation notes fall back to the first. */
  language: readonly string[];
}

export interface BookingFormProps {
  restaurant: BookingFormRestaurant;
  info: PublicBookingInfo;
  /** The restaurant's privacy notice (opened in a new tab, so the form keeps its input). */
  privacyUrl: string;
  onBooked(booking: PublicBooking): void;
  /** The guest's page of a place on a waitlist (`/{lang}/waitlist/{publicId}`). */
  waitlistHref(publicId: string): string;
  /** The clock (tests). */
  now?: number;
}

type BookingFailure = 'network' | 'tooMany' | 'failed';

/** The party a form starts with: two, or fewer when the restaurant takes only one online. */
const DEFAULT_PARTY = 2;

/**
 * The booking form (`/{lang}/booking`): how many, which day (closed days shown, not choosable),
 * then only the times with room from the availability call, grouped by service; who, notes, the
 * consents. Checked here as the API checks it; a refusal lands on its field in the guest's
 * language, and a time taken meanwhile refreshes the times. One Idempotency-Key per attempt, so
 * a double tap or a retry after a network error never books twice.
 */
export function BookingForm({
  restaurant,
  info,
  privacyUrl,
  onBooked,
  waitlistHref,
  now,
}: BookingFormProps) {
  const { t, i18n } = useTranslation('booking');
  const language = i18n.language;
  const policy = pickTranslation(
    info.cancellation_policy,
    language,
    restaurant.language[0] ?? language,
  );
  const queryClient = useQueryClient();
  const days = useMemo(
    () => bookingDays(restaurant.opening_times, restaurant.time_zone, info.days_ahead, now),
    [restaurant.opening_times, restaurant.time_zone, info.days_ahead, now],
  );
  const [attempts] = useState(() => createAttemptKeys('booking'));
  const [joined, setJoined] = useState<PublicWaitlistEntry | null>(null);
  const [timeFreed, setTimeFreed] = useState(false);
  const [bookingErrors, setBookingErrors] = useState<BookingFormError[]>([]);
  const [failure, setFailure] = useState<BookingFailure | null>(null);
  const [timeTaken, setTimeTaken] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const partyLegend = useId();
  const dateLegend = useId();
  const timeLegend = useId();

  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    setFocus,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<BookingFormValues>({
    defaultValues: emptyBookingForm({
      party: Math.min(DEFAULT_PARTY, Math.max(1, info.max_party_online)),
      date: firstOpenDay(days),
    }),
    resolver: translatedZodResolver(bookingFormSchema, (issue) => issue.message),
  });
  const [party, date, time] = useWatch({ control, name: ['party', 'date', 'time'] });
  const callInstead = party > info.max_party_online;
  const availability = useBookingAvailability(restaurant.public_key, date, party, !callInstead);

  // A full time chosen asks for its waitlist with the same fields (decision 060); one that has
  // room again (read each minute) is simply booked.
  const current =
    availability.data?.date === date && availability.data.party_size === party
      ? availability.data
      : undefined;
  const waiting = Boolean(time) && (current?.full_times ?? []).includes(time);
  // The card guarantee or deposit this party and day are asked, shown before booking.
  const noShow = waiting ? null : policyFor(info.no_show_policy, party, date);

  // The chosen time is no longer offered (another day, a larger party, taken meanwhile): unchosen.
  useEffect(() => {
    if (!current || !time) return;
    const offered =
      current.times.some((option) => option.start === time) ||
      (current.full_times ?? []).includes(time);
    if (!offered) setValue('time', '');
  }, [current, time, setValue]);

  const message = (code: string | undefined) =>
    code
      ? t(`errors.${code as BookingFormError}`, { defaultValue: t('errors.invalid') })
      : undefined;
  const fieldError = (field: BookingFormField) => message(errors[field]?.message);

  const submit = handleSubmit(async (values) => {
    setBookingErrors([]);
    setFailure(null);
    setTimeTaken(false);
    setTimeFreed(false);
    const body = createBookingBodyOf(values, apiLanguageOf(language));
    // The route is part of the attempt: a booking and a place in line never share a key.
    const route = waiting
      ? ('POST /booking/:publicKey/waitlist' as const)
      : ('POST /booking/:publicKey/bookings' as const);
    const key = attempts.keyFor({ route, body });
    try {
      if (route === 'POST /booking/:publicKey/waitlist') {
        setJoined(await createUnderKey(route, restaurant.public_key, body, key));
      } else {
        const booking = await createUnderKey(route, restaurant.public_key, body, key);
        onBooked(booking);
        // Held for the guest's card or deposit (decision 066): Stripe's page next; back from
        // it, the guest lands on the booking's page, which shows what Stripe's notice set.
        if (booking.payment_url) window.location.assign(booking.payment_url);
      }
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      if (error.status === 0) setFailure('network');
      else if (error.status === 429) setFailure('tooMany');
      else if (error.status === 422 || error.status === 400) {
        const mapped = bookingErrorsOf(error.fields);
        if (mapped.fields.time === 'time_available') {
          // The full time has room again: the times are read again, and it can be booked.
          setTimeFreed(true);
          void queryClient.invalidateQueries({ queryKey: availabilityKey });
          document.getElementById(timeLegend)?.scrollIntoView?.({ block: 'start' });
          return;
        }
        const fields = Object.entries(mapped.fields) as [BookingFormField, BookingFormError][];
        const taken = mapped.fields.time !== undefined && TIME_TAKEN.includes(mapped.fields.time);
        for (const [field, code] of fields) {
          // A time taken meanwhile: the times are read again and the message says so.
          if (field === 'time' && taken) continue;
          setError(field, { type: 'server', message: code });
        }
        if (taken) {
          setTimeTaken(true);
          setValue('time', '');
          void queryClient.invalidateQueries({ queryKey: availabilityKey });
          // Brought into view, where the warning and the fresh times are.
          document.getElementById(timeLegend)?.scrollIntoView?.({ block: 'start' });
          return;
        }
        setBookingErrors(mapped.booking.length || fields.length ? mapped.booking : ['invalid']);
        if (fields[0]) setFocus(fields[0][0]);
      } else setFailure('failed');
      requestAnimationFrame(() => alertRef.current?.focus());
    }
  });

  const phone = info.phone_number.trim();

  if (joined) {
    return (
      <WaitlistJoined
        entry={joined}
        href={waitlistHref(joined.public_id)}
        onAnother={() => {
          setJoined(null);
          setValue('time', '');
        }}
      />
    );
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('form.label', { name: restaurant.name })}
      className="booking-form"
      data-testid="booking-form"
    >
      <Stack spacing={4}>
        {(bookingErrors.length > 0 || failure) && (
          <Alert
            severity="error"
            role="alert"
            ref={alertRef}
            tabIndex={-1}
            data-testid="booking-alert"
          >
            {failure
              ? t(`form.${failure}`)
              : bookingErrors.map((code) => <div key={code}>{message(code)}</div>)}
          </Alert>
        )}

        <BookingSection title={t('form.party')} titleId={partyLegend}>
          <Controller
            control={control}
            name="party"
            render={({ field }) => (
              <PartyStepper
                value={field.value}
                max={info.max_party_online}
                onChange={(next) => {
                  field.onChange(next);
                  clearErrors('party');
                }}
                error={fieldError('party')}
              />
            )}
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
              <Controller
                control={control}
                name="date"
                render={({ field }) => (
                  <DayPicker
                    days={days}
                    value={field.value}
                    onChange={(next) => {
                      field.onChange(next);
                      setTimeTaken(false);
                      setTimeFreed(false);
                    }}
                    legendId={dateLegend}
                    error={fieldError('date')}
                  />
                )}
              />
            </BookingSection>

            <BookingSection title={t('form.time')} titleId={timeLegend}>
              {timeTaken && (
                <Alert severity="warning" sx={{ mb: 2 }} data-testid="booking-time-taken">
                  {t('form.timeTaken')}
                </Alert>
              )}
              {timeFreed && (
                <Alert severity="success" sx={{ mb: 2 }} data-testid="booking-time-freed">
                  {t('form.timeFreed')}
                </Alert>
              )}
              <Controller
                control={control}
                name="time"
                render={({ field }) => (
                  <TimePicker
                    availability={availability.data}
                    loading={availability.isFetching}
                    failed={availability.isError}
                    onRetry={() => void availability.refetch()}
                    party={party}
                    openingTimes={restaurant.opening_times}
                    timeZone={restaurant.time_zone}
                    date={date}
                    value={field.value}
                    onChange={(next) => {
                      field.onChange(next);
                      clearErrors('time');
                      setTimeTaken(false);
                      setTimeFreed(false);
                    }}
                    legendId={timeLegend}
                    error={fieldError('time')}
                    withFull
                  />
                )}
              />
              {waiting && (
                <Box className="booking-waitlist-box" sx={{ mt: 2 }} data-testid="booking-waitlist">
                  <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
                    {t('form.waitlistTitle')}
                  </Typography>
                  <Typography>
                    {t('form.waitlistText', {
                      time: formatInstantTime(new Date(time), language, restaurant.time_zone),
                      party: t('form.partyCount', { count: party }),
                      minutes: WAITLIST_OFFER_MINUTES,
                    })}
                  </Typography>
                </Box>
              )}
            </BookingSection>

            <BookingSection title={t('form.you')}>
              <Stack spacing={2}>
                <TextField
                  {...register('name')}
                  label={t('fields.name')}
                  autoComplete="name"
                  required
                  fullWidth
                  error={Boolean(errors.name)}
                  helperText={fieldError('name')}
                />
                <TextField
                  {...register('email')}
                  label={t('fields.email')}
                  type="email"
                  autoComplete="email"
                  required
                  fullWidth
                  error={Boolean(errors.email)}
                  helperText={
                    fieldError('email') ??
                    (waiting ? t('fields.emailWaitlistHint') : t('fields.emailHint'))
                  }
                  slotProps={{
                    htmlInput: { inputMode: 'email', spellCheck: false, autoCapitalize: 'none' },
                  }}
                />
                <TextField
                  {...register('phone')}
                  label={t('fields.phone')}
                  type="tel"
                  autoComplete="tel"
                  required
                  fullWidth
                  error={Boolean(errors.phone)}
                  helperText={fieldError('phone') ?? t('fields.phoneHint')}
                  slotProps={{ htmlInput: { inputMode: 'tel' } }}
                />
                <TextField
                  {...register('notes')}
                  label={t('fields.notes')}
                  placeholder={t('fields.notesHint')}
                  fullWidth
                  multiline
                  minRows={2}
                  error={Boolean(errors.notes)}
                  helperText={fieldError('notes')}
                />
              </Stack>
            </BookingSection>

            {noShow && <NoShowPolicyNotice policy={noShow} party={party} />}
            {policy && (
              <Box className="booking-policy" data-testid="booking-policy">
                <Typography component="h2" sx={{ fontWeight: 700 }}>
                  {t('form.policy')}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-line' }}>{policy}</Typography>
              </Box>
            )}

            <Stack spacing={3}>
              <ConsentFields
                control={control}
                privacyLabel={
                  waiting
                    ? t('consents.privacyWaitlist', { name: restaurant.name })
                    : t('consents.privacy', { name: restaurant.name })
                }
                privacyLink={{ href: privacyUrl, label: t('consents.privacyLink') }}
                marketingLabel={t('consents.marketing', { name: restaurant.name })}
                privacyError={
                  waiting && errors.privacy ? t('errors.privacyWaitlist') : fieldError('privacy')
                }
                idPrefix="booking"
              />
              <Box>
                <SubmitButton submitting={isSubmitting}>
                  {waiting
                    ? t('form.submitWaitlist')
                    : noShow
                      ? t(`noShow.submit.${noShow.mode}`)
                      : t('form.submit')}
                </SubmitButton>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                  {waiting ? t('form.submitWaitlistHint') : t('form.submitHint')}
                </Typography>
              </Box>
            </Stack>
          </>
        )}
      </Stack>
    </Box>
  );
}
