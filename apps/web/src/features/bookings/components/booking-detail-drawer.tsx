import type { Booking, BookingSummary } from '@coperto/shared/bookings/booking.schemas';
import type { BookingStatus } from '@coperto/shared/bookings/booking-states';
import { wallClockAt } from '@coperto/shared/restaurants/opening-hours';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatInstantTime, formatTimestamp } from '../../../shared/lib/dates';
import { useBooking } from '../api/get-bookings-day';
import { telHref } from '../lib/booking-day';
import { BookingEditForm, EDITABLE_STATUSES } from './booking-edit-form';
import { BookingMoveButtons, GuestHistory } from './booking-row';
import { BookingStatusChip } from './booking-status-chip';
import { BookingTablesEditor, canHoldTables } from './booking-tables-editor';
import { ChargeNoShowPanel } from './charge-no-show-panel';
import { GuestNotesEditor } from './guest-notes-editor';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Box>
  );
}

/** The booking's history, oldest first: who moved it, when and why. */
function BookingHistory({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation('bookings');
  const statusName = (status: BookingStatus) => t(`status.${status}`);
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
      {booking.events.map((event, index) => {
        const what = event.changed
          ? t('detail.changed', {
              fields: Object.keys(event.changed)
                .map((field) =>
                  field in { starts_at: 1, party_size: 1, notes: 1 }
                    ? t(`detail.fields.${field as 'notes'}`)
                    : field,
                )
                .join(', '),
            })
          : event.from_status === null
            ? t('detail.created', { status: statusName(event.to_status) })
            : t('detail.move', {
                from: statusName(event.from_status),
                to: statusName(event.to_status),
              });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end
          <li key={index}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {what}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatTimestamp(event.at, i18n.language, { withTime: true })}
              {' · '}
              {event.by ? t('detail.by', { name: event.by }) : t('detail.byGuest')}
            </Typography>
            {event.reason && (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {event.reason}
              </Typography>
            )}
          </li>
        );
      })}
    </Box>
  );
}

/** A booking whole, beside the day: the guest, how to reach them, the moves and the history. */
export function BookingDetailDrawer({
  bookingId,
  timeZone,
  publicKey,
  canUpdate,
  busy,
  onMove,
  onClose,
}: {
  bookingId: number | null;
  timeZone: string;
  /** The booking page's key: a change offers its free times. */
  publicKey: string;
  canUpdate: boolean;
  busy: boolean;
  onMove(booking: BookingSummary, to: BookingStatus): void;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation('bookings');
  const booking = useBooking(bookingId);
  const data = booking.data;
  // The change form of the booking being changed; another booking opened shows its page.
  const [editingId, setEditingId] = useState<number | null>(null);
  const editing = data !== undefined && editingId === data.id;
  const editable = canUpdate && data !== undefined && EDITABLE_STATUSES.includes(data.status);
  return (
    <Drawer
      anchor="right"
      open={bookingId !== null}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 440 } } } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5, gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {data ? data.name : t('detail.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('detail.close')}>
          <CloseOutlined />
        </IconButton>
      </Stack>
      <Divider />
      <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
        {booking.isError && <Alert severity="error">{t('detail.failed')}</Alert>}
        {booking.isPending && bookingId !== null && (
          <CircularProgress sx={{ justifySelf: 'center' }} aria-label={t('detail.title')} />
        )}
        {data && (
          <>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <BookingStatusChip status={data.status} />
              <Typography variant="body2" color="text.secondary">
                {t(`source.${data.source}`)}
              </Typography>
            </Stack>
            {canUpdate && data.allowed_moves.length > 0 && !editing && (
              <BookingMoveButtons booking={data} busy={busy} onMove={onMove} />
            )}
            {editable && !editing && (
              <Button
                variant="outlined"
                startIcon={<EditOutlined />}
                onClick={() => setEditingId(data.id)}
                sx={{ justifySelf: 'start' }}
                data-testid="booking-edit"
              >
                {t('edit.open')}
              </Button>
            )}
            {editing && editable ? (
              <BookingEditForm
                key={data.id}
                booking={data}
                publicKey={publicKey}
                timeZone={timeZone}
                onDone={() => setEditingId(null)}
              />
            ) : (
              <Box
                sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
              >
                <Fact label={t('detail.when')}>
                  {formatCalendarDate(
                    wallClockAt(timeZone, Date.parse(data.starts_at)).date,
                    i18n.language,
                    {
                      day: 'numeric',
                      month: 'short',
                    },
                  )}{' '}
                  {formatInstantTime(new Date(data.starts_at), i18n.language, timeZone)}
                </Fact>
                <Fact label={t('detail.party')}>{data.party_size}</Fact>
                {data.phone && (
                  <Fact label={t('detail.phone')}>
                    <Link href={telHref(data.phone)}>{data.phone}</Link>
                  </Fact>
                )}
                {data.email && (
                  <Fact label={t('detail.email')}>
                    <Link href={`mailto:${data.email}`} sx={{ overflowWrap: 'anywhere' }}>
                      {data.email}
                    </Link>
                  </Fact>
                )}
                <Fact label={t('detail.guest')}>
                  <GuestHistory booking={data} />
                </Fact>
                <Fact label={t('detail.marketing')}>
                  {data.marketing_consent ? t('detail.marketingYes') : t('detail.marketingNo')}
                </Fact>
              </Box>
            )}
            {data.notes && !editing && <Fact label={t('row.notes')}>{data.notes}</Fact>}
            {editing ? null : canUpdate ? (
              <GuestNotesEditor key={`${data.id}:${data.guest?.notes}`} booking={data} />
            ) : (
              data.guest?.notes && (
                <Alert severity="warning" variant="outlined">
                  <strong>{t('row.guestNotes')}:</strong> {data.guest.notes}
                </Alert>
              )
            )}
            {canUpdate && !editing && canHoldTables(data) && (
              <BookingTablesEditor key={data.id} booking={data} timeZone={timeZone} />
            )}
            {data.reason && <Fact label={t('detail.reason')}>{data.reason}</Fact>}
            <ChargeNoShowPanel booking={data} />
            {data.guest_confirmed_at && (
              <Alert severity="success" variant="outlined">
                {t('detail.guestConfirmed', {
                  at: formatTimestamp(data.guest_confirmed_at, i18n.language, { withTime: true }),
                })}
              </Alert>
            )}
            <Divider />
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {t('detail.history')}
            </Typography>
            <BookingHistory booking={data} />
          </>
        )}
      </Box>
    </Drawer>
  );
}
