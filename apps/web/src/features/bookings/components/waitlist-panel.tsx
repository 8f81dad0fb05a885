import { WAITLIST_OFFER_MINUTES } from '@coperto/shared/bookings/booking.constants';
import type { WaitlistEntry, WaitlistStatus } from '@coperto/shared/bookings/waitlist.schemas';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../shared/lib/api-client';
import { formatInstantTime } from '../../../shared/lib/dates';
import { useUiStore } from '../../../shared/stores/ui-store';
import {
  useOfferWaitlistPlace,
  useRemoveWaitlistEntry,
  useWaitlistDay,
} from '../api/booking-waitlist';
import { telHref } from '../lib/booking-day';

const STATUS_COLORS: Record<WaitlistStatus, ChipProps['color']> = {
  waiting: 'warning',
  offered: 'info',
  booked: 'success',
  expired: 'default',
  left: 'default',
  removed: 'default',
};

/** Still in line: a host may take them out (an offer held passes on). */
export const isInLine = (entry: Pick<WaitlistEntry, 'status'>) =>
  entry.status === 'waiting' || entry.status === 'offered';

/**
 * The day's waitlist beside its bookings (decision 060): each guest waiting for a full time, with
 * the party, the time wanted and where they stand — waiting, offered until when, booked, expired,
 * left — in the line's order. Live with the day. A host offers a waiting guest the place by hand
 * (asked once more when the time is full: a table squeezed in) or takes one out after asking;
 * nothing shows on a day nobody waited for.
 */
export function WaitlistPanel({
  restaurantId,
  date,
  timeZone,
  canUpdate,
}: {
  restaurantId: number;
  date: string;
  timeZone: string;
  canUpdate: boolean;
}) {
  const { t, i18n } = useTranslation('bookings');
  const askConfirm = useUiStore((state) => state.askConfirm);
  const showAlert = useUiStore((state) => state.showAlert);
  const line = useWaitlistDay(restaurantId, date);
  const remove = useRemoveWaitlistEntry();
  const offer = useOfferWaitlistPlace();
  const clock = (instant: string) => formatInstantTime(new Date(instant), i18n.language, timeZone);

  if (line.isError && !line.data) {
    return (
      <Alert severity="warning" sx={{ mb: 2 }} data-testid="waitlist-failed">
        {t('waitlist.failed')}
      </Alert>
    );
  }
  // The last day's line is never shown under another day.
  const items = line.data?.date === date ? line.data.items : [];
  if (items.length === 0) return null;
  const waiting = items.filter(isInLine).length;

  const askRemove = (entry: WaitlistEntry) =>
    askConfirm({
      title: t('waitlist.removeTitle', { name: entry.name }),
      message: t('waitlist.removeMessage', { time: clock(entry.starts_at) }),
      confirmLabel: t('waitlist.removeConfirm'),
      onConfirm: async () => {
        try {
          await remove.mutateAsync(entry.id);
          showAlert(t('waitlist.removed', { name: entry.name }), 'success');
        } catch (error) {
          const stale = error instanceof ApiRequestError && [404, 409, 422].includes(error.status);
          throw stale ? new Error(t('waitlist.removeFailed')) : error;
        }
      },
    });

  const offered = (entry: WaitlistEntry) =>
    showAlert(t('waitlist.offered', { name: entry.name }), 'success');
  const offerProblem = (error: unknown) =>
    t(
      error instanceof ApiRequestError && error.fields.starts_at === 'past_cutoff'
        ? 'waitlist.offerTooLate'
        : 'waitlist.offerFailed',
    );
  // A time with room is offered at once; a full one asks first, since it means one table more.
  const offerPlace = async (entry: WaitlistEntry) => {
    try {
      await offer.mutateAsync({ entryId: entry.id, overCapacity: false });
      offered(entry);
    } catch (error) {
      const full =
        error instanceof ApiRequestError && error.status === 409 && error.fields.starts_at;
      if (!full) {
        showAlert(offerProblem(error), 'error');
        return;
      }
      askConfirm({
        title: t('waitlist.squeezeTitle', { time: clock(entry.starts_at) }),
        message: t(full === 'service_full' ? 'waitlist.squeezeService' : 'waitlist.squeezeSlot', {
          name: entry.name,
          count: entry.party_size,
        }),
        confirmLabel: t('waitlist.squeezeConfirm'),
        onConfirm: async () => {
          try {
            await offer.mutateAsync({ entryId: entry.id, overCapacity: true });
            offered(entry);
          } catch (again) {
            throw new Error(offerProblem(again));
          }
        },
      });
    }
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="waitlist-title"
      data-testid="waitlist-panel"
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 3, mb: 3 }}
    >
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}
      >
        <HourglassEmptyOutlined color="action" aria-hidden />
        <Typography variant="h6" component="h3" id="waitlist-title">
          {t('waitlist.title')}
        </Typography>
        <Chip
          size="small"
          color={waiting > 0 ? 'warning' : 'default'}
          label={t('waitlist.inLine', { count: waiting })}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('waitlist.hint', { minutes: WAITLIST_OFFER_MINUTES })}
      </Typography>
      <Box component="ol" sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
        {items.map((entry) => {
          const open = isInLine(entry);
          return (
            <Box
              component="li"
              key={entry.id}
              data-testid={`waitlist-entry-${entry.id}`}
              data-status={entry.status}
              sx={{
                listStyle: 'none',
                display: 'grid',
                gap: { xs: 0.75, sm: 2 },
                alignItems: 'center',
                gridTemplateColumns: {
                  xs: '5.25rem minmax(0, 1fr)',
                  md: '5.75rem minmax(0, 1fr) auto auto',
                },
                py: 1,
                borderTop: 1,
                borderColor: 'divider',
                opacity: open || entry.status === 'booked' ? 1 : 0.65,
              }}
            >
              <Box>
                <Typography sx={{ fontWeight: 700, fontSize: '1.15rem', lineHeight: 1.2 }}>
                  {clock(entry.starts_at)}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {t('row.party', { count: entry.party_size })}
                </Typography>
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {entry.name}
                </Typography>
                <Stack
                  direction="row"
                  spacing={1.5}
                  useFlexGap
                  sx={{ flexWrap: 'wrap', typography: 'body2' }}
                >
                  {entry.phone && (
                    <Link
                      href={telHref(entry.phone)}
                      aria-label={t('row.call', { name: entry.name })}
                    >
                      {entry.phone}
                    </Link>
                  )}
                  <Link href={`mailto:${entry.email}`} sx={{ overflowWrap: 'anywhere' }}>
                    {entry.email}
                  </Link>
                </Stack>
                {entry.notes && (
                  <Typography variant="body2" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>
                    <Box component="span" sx={{ fontWeight: 600 }}>
                      {t('row.notes')}:
                    </Box>{' '}
                    {entry.notes}
                  </Typography>
                )}
              </Box>
              <Box sx={{ gridColumn: { xs: '2', md: 'auto' } }}>
                <Chip
                  size="small"
                  color={STATUS_COLORS[entry.status]}
                  variant={open || entry.status === 'booked' ? 'filled' : 'outlined'}
                  label={t(`waitlist.status.${entry.status}`, {
                    time: entry.offer_expires_at ? clock(entry.offer_expires_at) : '',
                  })}
                  data-testid="waitlist-status"
                />
                {entry.status === 'offered' && entry.offered_by_name && (
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="p"
                    data-testid="waitlist-offered-by"
                    sx={{ mt: 0.25 }}
                  >
                    {t(
                      entry.offer_over_capacity
                        ? 'waitlist.offeredBySqueezed'
                        : 'waitlist.offeredBy',
                      {
                        name: entry.offered_by_name,
                      },
                    )}
                  </Typography>
                )}
              </Box>
              <Box
                sx={{
                  gridColumn: { xs: '2', md: 'auto' },
                  justifySelf: { xs: 'start', md: 'end' },
                }}
              >
                {canUpdate && open && (
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {entry.status === 'waiting' && (
                      <Button
                        size="small"
                        variant="outlined"
                        startIcon={<ForwardToInboxOutlined />}
                        disabled={offer.isPending}
                        onClick={() => offerPlace(entry)}
                        aria-label={t('waitlist.offerLabel', { name: entry.name })}
                      >
                        {t('waitlist.offer')}
                      </Button>
                    )}
                    <Button
                      size="small"
                      color="inherit"
                      onClick={() => askRemove(entry)}
                      aria-label={t('waitlist.removeLabel', { name: entry.name })}
                    >
                      {t('waitlist.remove')}
                    </Button>
                  </Stack>
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
