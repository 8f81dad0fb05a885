import { WAITLIST_OFFER_MINUTES } from '@coperto/shared/bookings/booking.constants';
import type { PublicWaitlistEntry } from '@coperto/shared/bookings/waitlist.schemas';
import { localDateOf } from '@coperto/shared/restaurants/opening-hours';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatInstantTime } from '../../../shared/lib/dates';

/**
 * Said once the guest is in line for a full time: which time, for how many, what happens next (an
 * email when a place frees, so many minutes to take it) and the link to their place in line, the
 * page the emails link to as well.
 */
export function WaitlistJoined({
  entry,
  href,
  onAnother,
}: {
  entry: PublicWaitlistEntry;
  href: string;
  /** Back to the form, to book another time. */
  onAnother(): void;
}) {
  const { t, i18n } = useTranslation('booking');
  const heading = useRef<HTMLHeadingElement>(null);
  const zone = entry.restaurant.time_zone;
  const start = new Date(entry.starts_at);
  const when = t('manage.whenOn', {
    day: formatCalendarDate(localDateOf(zone, start.getTime()), i18n.language),
    time: formatInstantTime(start, i18n.language, zone),
  });

  // Said where the guest is looking: the form above is gone.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  return (
    <Stack
      spacing={2.5}
      className="booking-form booking-waitlist-box"
      role="status"
      data-testid="booking-waitlist-joined"
    >
      <Typography
        ref={heading}
        tabIndex={-1}
        component="h2"
        variant="h5"
        sx={{ fontWeight: 800, outline: 'none' }}
      >
        {t('waitlist.title.waiting')}
      </Typography>
      <Typography>
        {t('form.waitlistJoined', {
          party: t('form.partyCount', { count: entry.party_size }),
          when,
          minutes: WAITLIST_OFFER_MINUTES,
        })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button
          variant="contained"
          size="large"
          href={href}
          className="booking-filled-link"
          data-testid="booking-waitlist-link"
        >
          {t('form.waitlistSee')}
        </Button>
        <Button size="large" color="inherit" onClick={onAnother}>
          {t('form.waitlistAnother')}
        </Button>
      </Box>
    </Stack>
  );
}
