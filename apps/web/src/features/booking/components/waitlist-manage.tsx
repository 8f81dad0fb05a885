import type { PublicWaitlistEntry } from '@coperto/shared/bookings/waitlist.schemas';
import { localDateOf } from '@coperto/shared/restaurants/opening-hours';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../shared/lib/api-client';
import { formatCalendarDate, formatInstantTime } from '../../../shared/lib/dates';
import { availabilityKey } from '../api/get-booking-availability';
import {
  acceptWaitlistOffer,
  leavePublicWaitlist,
  publicWaitlistKey,
  usePublicWaitlistEntry,
} from '../api/public-waitlist';
import './booking.css';
import { AskAgainDialog } from './ask-again-dialog';
import { Detail, LinkReadState } from './guest-page-parts';
import { RestaurantWhere } from './restaurant-where';

/** What the waitlist emails' links ask for on arrival (`?action=accept|leave`, waitlist-emails.ts). */
export type WaitlistAction = 'accept' | 'leave' | null;

export interface WaitlistManageProps {
  publicId: string;
  restaurant: { name: string; public_key: string; phone_number: string; address: string };
  action?: WaitlistAction;
  /** The email's action is done (or refused): the page drops it from its address. */
  onActionHandled?(): void;
  /** The booking form's path: a booked entry links to `{bookPath}/{bookingPublicId}`. */
  bookPath: string;
  homePath: string;
}

type Notice =
  | {
      kind: 'accepted' | 'taken' | 'offerExpired' | 'left';
      severity: 'success' | 'warning' | 'info';
    }
  | { kind: 'error'; text: string };

const SEVERITY: Record<PublicWaitlistEntry['status'], 'success' | 'warning' | 'error'> = {
  waiting: 'warning',
  offered: 'success',
  booked: 'success',
  expired: 'error',
  left: 'error',
  removed: 'error',
};

/**
 * The guest's place on a full time's waitlist (`/{lang}/waitlist/{publicId}`, the link of its
 * emails, decision 060): when, how many, for whom and where it stands; an offered place is
 * accepted here (or lost: taken meanwhile, or its time over), the line is left after asking once
 * more, and a booked entry leads to its booking's page.
 */
export function WaitlistManage({
  publicId,
  restaurant,
  action = null,
  onActionHandled,
  bookPath,
  homePath,
}: WaitlistManageProps) {
  const { t, i18n } = useTranslation('booking');
  const language = i18n.language;
  const queryClient = useQueryClient();
  const query = usePublicWaitlistEntry(publicId, restaurant.public_key);
  const entry = query.data;
  const [askLeave, setAskLeave] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const actionDone = useRef(false);

  const store = (next: PublicWaitlistEntry) =>
    queryClient.setQueryData(publicWaitlistKey(publicId), next);
  const failureText = (error: unknown) =>
    error instanceof ApiRequestError && error.status === 0
      ? t('manage.network')
      : t('manage.failed');

  const accept = async (current: PublicWaitlistEntry) => {
    setBusy(true);
    setNotice(null);
    try {
      const booking = await acceptWaitlistOffer(publicId, restaurant.public_key);
      store({
        ...current,
        status: 'booked',
        offer_expires_at: null,
        booking_public_id: booking.public_id,
      });
      setNotice({ kind: 'accepted', severity: 'success' });
      void queryClient.invalidateQueries({ queryKey: availabilityKey });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        setNotice({ kind: 'taken', severity: 'warning' });
      } else if (
        error instanceof ApiRequestError &&
        error.status === 422 &&
        error.fields.status === 'offer_expired'
      ) {
        setNotice({ kind: 'offerExpired', severity: 'info' });
      } else setNotice({ kind: 'error', text: failureText(error) });
      void query.refetch();
    } finally {
      setBusy(false);
    }
  };

  const leave = async () => {
    setBusy(true);
    setNotice(null);
    try {
      store(await leavePublicWaitlist(publicId, restaurant.public_key));
      setNotice({ kind: 'left', severity: 'success' });
    } catch (error) {
      setNotice({ kind: 'error', text: failureText(error) });
      void query.refetch();
    } finally {
      setAskLeave(false);
      setBusy(false);
    }
  };

  // The emails' links: "accept" is done at once (once); "leave" is asked once more.
  useEffect(() => {
    if (!entry || !action || actionDone.current) return;
    actionDone.current = true;
    const open = entry.status === 'waiting' || entry.status === 'offered';
    if (action === 'leave') {
      if (open) setAskLeave(true);
      onActionHandled?.();
      return;
    }
    if (entry.status !== 'offered') {
      onActionHandled?.();
      return;
    }
    void accept(entry).finally(() => onActionHandled?.());
  });

  if (!entry) {
    return (
      <LinkReadState
        query={query}
        notFound={t('waitlist.notFound')}
        loadError={t('waitlist.loadError')}
        testId="waitlist-error"
      />
    );
  }

  const zone = entry.restaurant.time_zone;
  const start = new Date(entry.starts_at);
  const day = formatCalendarDate(localDateOf(zone, start.getTime()), language);
  const time = formatInstantTime(start, language, zone);
  const open = entry.status === 'waiting' || entry.status === 'offered';
  const until = entry.offer_expires_at
    ? formatInstantTime(new Date(entry.offer_expires_at), language, zone)
    : '';
  const phone = (entry.restaurant.phone_number || restaurant.phone_number).trim();

  return (
    <Stack
      spacing={3.5}
      className="booking-manage"
      data-testid="waitlist-manage"
      data-status={entry.status}
    >
      <Box>
        <Typography color="text.secondary">
          {t('manage.hello', { name: entry.name.split(' ')[0] })}
        </Typography>
        <Typography
          component="h1"
          variant="h4"
          sx={{ fontFamily: 'var(--display-font, inherit)', fontWeight: 800 }}
          data-testid="waitlist-title"
        >
          {t(`waitlist.title.${entry.status}`)}
        </Typography>
      </Box>

      {notice && (
        <Alert
          severity={notice.kind === 'error' ? 'error' : notice.severity}
          role="status"
          data-testid="waitlist-notice"
        >
          {notice.kind === 'error' ? notice.text : t(`waitlist.${notice.kind}`)}
        </Alert>
      )}

      <Box className="booking-card">
        <div
          className="booking-status"
          data-severity={SEVERITY[entry.status]}
          data-testid="waitlist-status"
        >
          <span className="booking-status-dot" aria-hidden="true" />
          <span>
            <strong>{t(`waitlist.status.${entry.status}`)}</strong>
            <span className="booking-status-message">
              {t(`waitlist.statusMessage.${entry.status}`, { time: until })}
            </span>
          </span>
        </div>
        <dl className="booking-details" aria-label={t('waitlist.details')}>
          <Detail label={t('manage.date')} value={day} testId="waitlist-date" />
          <Detail label={t('manage.time')} value={time} testId="waitlist-time" />
          <Detail
            label={t('manage.party')}
            value={t('form.partyCount', { count: entry.party_size })}
            testId="waitlist-party-size"
          />
          <Detail label={t('manage.name')} value={entry.name} />
        </dl>
      </Box>

      {open && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} data-testid="waitlist-actions">
          {entry.status === 'offered' && (
            <Button
              variant="contained"
              size="large"
              onClick={() => void accept(entry)}
              disabled={busy}
              data-testid="waitlist-accept"
            >
              {t('waitlist.accept')}
            </Button>
          )}
          <Button
            variant="outlined"
            size="large"
            color="error"
            onClick={() => setAskLeave(true)}
            disabled={busy}
            data-testid="waitlist-leave"
          >
            {t('waitlist.leave')}
          </Button>
        </Stack>
      )}

      {entry.status === 'booked' && entry.booking_public_id && (
        <Box>
          <Button
            variant="contained"
            size="large"
            href={`${bookPath}/${entry.booking_public_id}`}
            className="booking-filled-link"
            data-testid="waitlist-booking-link"
          >
            {t('waitlist.seeBooking')}
          </Button>
        </Box>
      )}

      <RestaurantWhere
        name={restaurant.name}
        address={restaurant.address}
        phone={phone}
        testIdPrefix="waitlist"
      />

      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {(entry.status === 'expired' || entry.status === 'left' || entry.status === 'removed') && (
          <Button href={bookPath} variant="contained" className="booking-filled-link">
            {t('manage.bookAgain')}
          </Button>
        )}
        <Button href={homePath} color="inherit">
          {t('manage.backHome')}
        </Button>
      </Stack>

      <AskAgainDialog
        open={askLeave}
        busy={busy}
        title={t('waitlist.leaveTitle')}
        message={t('waitlist.leaveMessage', {
          party: t('form.partyCount', { count: entry.party_size }),
          when: t('manage.whenOn', { day, time }),
        })}
        keepLabel={t('waitlist.leaveKeep')}
        confirmLabel={t('waitlist.leaveConfirm')}
        onKeep={() => setAskLeave(false)}
        onConfirm={() => void leave()}
        confirmTestId="waitlist-leave-confirm"
      />
    </Stack>
  );
}
