import { BOOKING_STATUSES, type BookingStatus } from '@coperto/shared/bookings/booking-states';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatCalendarDate, todayIn } from '../../../shared/lib/dates';
import { usePermission } from '../../../shared/session/use-permission';
import { useSignedInUser } from '../../../shared/session/use-signed-in-user';
import { SectionMessage } from '../../../shared/ui/section-message';
import { useBookingSettings } from '../api/booking-settings';
import { DAY_LIST_LIMIT, useBookingsDay } from '../api/get-bookings-day';
import { type BookingsRestaurant, useBookingsRestaurant } from '../api/get-bookings-restaurant';
import { BookingDetailDrawer } from '../components/booking-detail-drawer';
import { BookingRow } from '../components/booking-row';
import { BookingsPrintSheet } from '../components/bookings-print-sheet';
import { BookingsTimeline } from '../components/bookings-timeline';
import { LiveStatusChip } from '../components/live-status-chip';
import { NewBookingDialog } from '../components/new-booking-dialog';
import { useBookingMoves } from '../components/use-booking-moves';
import { WaitlistPanel } from '../components/waitlist-panel';
import { groupByService, shiftDate } from '../lib/booking-day';
import { useBookingsLive } from '../lib/use-bookings-live';
import { useRefreshWhenMovesDue } from '../lib/use-moves-due';

/** The day as a list by service, or as a timeline by table. */
type DayView = 'list' | 'tables';

export function LoadingBlock() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress />
    </Box>
  );
}

/** /dashboard/bookings: the restaurant's day, by service, live. */
export function BookingsDayPage() {
  const restaurantId = useSignedInUser()?.restaurant?.id;
  const restaurant = useBookingsRestaurant(restaurantId);
  if (restaurantId === undefined) return <SectionMessage kind="notFound" />;
  if (restaurant.isError)
    return <SectionMessage kind="failed" onRetry={() => void restaurant.refetch()} />;
  if (!restaurant.data) return <LoadingBlock />;
  return <BookingsDay restaurant={restaurant.data} />;
}

function BookingsDay({ restaurant }: { restaurant: BookingsRestaurant }) {
  const { t, i18n } = useTranslation('bookings');
  const canUpdate = usePermission('update:bookings');
  const canEditSettings = usePermission('update:booking-settings');
  const today = todayIn(restaurant.timeZone);
  const [date, setDate] = useState(today);
  const [status, setStatus] = useState<BookingStatus | ''>('');
  const [searchText, setSearchText] = useState('');
  const search = useDeferredValue(searchText.trim());
  const [openId, setOpenId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const [view, setView] = useState<DayView>('list');
  const live = useBookingsLive(restaurant.id);
  const settings = useBookingSettings(restaurant.id);
  const day = useBookingsDay({ restaurant_id: restaurant.id, date, status, search });
  const moves = useBookingMoves();
  const items = day.data?.items;
  useRefreshWhenMovesDue(day.data, day.dataUpdatedAt);
  const groups = useMemo(
    () => groupByService(items ?? [], restaurant.timeZone),
    [items, restaurant.timeZone],
  );
  const filtered = status !== '' || search !== '';

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
          >
            {t('day.title')}
          </Typography>
          <LiveStatusChip status={live} />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button startIcon={<PrintOutlined />} onClick={() => window.print()} disabled={!items}>
            {t('day.print')}
          </Button>
          {canUpdate && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => setCreating(true)}
            >
              {t('day.newBooking')}
            </Button>
          )}
        </Stack>
      </Stack>

      {settings.data && !settings.data.enabled && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            canEditSettings ? (
              <Button component={RouterLink} to="/dashboard/bookings/settings" color="inherit">
                {t('day.openSettings')}
              </Button>
            ) : undefined
          }
        >
          {t('day.closedNotice')}
        </Alert>
      )}

      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 3, mb: 2 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { md: 'center' } }}
        >
          <Stack
            direction="row"
            spacing={0.5}
            sx={{ alignItems: 'center', flex: { md: '0 0 auto' } }}
          >
            <Tooltip title={t('day.previous')}>
              <IconButton
                aria-label={t('day.previous')}
                onClick={() => setDate(shiftDate(date, -1))}
              >
                <ChevronLeft />
              </IconButton>
            </Tooltip>
            <TextField
              type="date"
              size="small"
              label={t('day.date')}
              value={date}
              onChange={(event) => event.target.value && setDate(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ width: 170 }}
            />
            <Tooltip title={t('day.next')}>
              <IconButton aria-label={t('day.next')} onClick={() => setDate(shiftDate(date, 1))}>
                <ChevronRight />
              </IconButton>
            </Tooltip>
            <Button onClick={() => setDate(today)} disabled={date === today}>
              {t('day.today')}
            </Button>
          </Stack>
          <Stack direction="row" spacing={1.5} sx={{ flex: 1 }}>
            <TextField
              select
              size="small"
              label={t('day.status')}
              value={status}
              onChange={(event) => setStatus(event.target.value as BookingStatus | '')}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
              sx={{ minWidth: 150 }}
            >
              <MenuItem value="">{t('day.allStatuses')}</MenuItem>
              {BOOKING_STATUSES.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`status.${value}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              type="search"
              label={t('day.search')}
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              sx={{ flex: 1, minWidth: 0 }}
              slotProps={{
                htmlInput: { maxLength: 100 },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchOutlined fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Stack>
        </Stack>
      </Paper>

      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
      >
        <Typography
          variant="h6"
          component="h2"
          sx={{ '&::first-letter': { textTransform: 'uppercase' } }}
        >
          {formatCalendarDate(date, i18n.language)}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_, next: DayView | null) => next && setView(next)}
          aria-label={t('timeline.view')}
        >
          <ToggleButton value="list">{t('timeline.list')}</ToggleButton>
          <ToggleButton value="tables">{t('timeline.byTable')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>

      {day.isError && !day.data ? (
        <SectionMessage kind="failed" onRetry={() => void day.refetch()} />
      ) : !day.data ? (
        <LoadingBlock />
      ) : (
        <>
          <Box
            role="status"
            aria-label={t('day.summary')}
            sx={{
              display: 'grid',
              gap: 1.5,
              mb: 2,
              gridTemplateColumns: {
                xs: 'repeat(2, minmax(0, 1fr))',
                sm: 'repeat(3, minmax(0, 1fr))',
              },
            }}
          >
            {(['lunch', 'dinner'] as const).map((service) => {
              const group = groups.find((candidate) => candidate.service === service);
              return (
                <Paper key={service} variant="outlined" sx={{ p: 1.5, borderRadius: 2 }}>
                  <Typography variant="body2" color="text.secondary">
                    {t(`services.${service}`)}
                  </Typography>
                  <Typography sx={{ fontWeight: 700, fontSize: '1.5rem' }}>
                    {t('day.covers', { count: group?.covers ?? 0 })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('day.bookingsCount', { count: group?.bookings.length ?? 0 })}
                  </Typography>
                </Paper>
              );
            })}
            <Paper
              variant="outlined"
              sx={{ p: 1.5, borderRadius: 2, gridColumn: { xs: '1 / -1', sm: 'auto' } }}
            >
              <Typography variant="body2" color="text.secondary">
                {t('day.coversTotal')}
              </Typography>
              <Typography sx={{ fontWeight: 700, fontSize: '1.5rem' }}>
                {t('day.covers', { count: groups.reduce((sum, group) => sum + group.covers, 0) })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('day.bookingsCount', { count: day.data.totals.bookings })}
              </Typography>
            </Paper>
          </Box>

          {day.data.total > day.data.items.length && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t('day.tooMany', { shown: DAY_LIST_LIMIT, total: day.data.total })}
            </Alert>
          )}

          {view === 'tables' ? (
            <Box sx={{ mb: 3 }}>
              <BookingsTimeline
                restaurantId={restaurant.id}
                timeZone={restaurant.timeZone}
                date={date}
                bookings={day.data.date === date ? day.data.items : []}
                onOpen={(opened) => setOpenId(opened.id)}
              />
            </Box>
          ) : groups.length === 0 ? (
            <Paper
              variant="outlined"
              sx={{ p: 4, textAlign: 'center', borderRadius: 3, borderStyle: 'dashed' }}
            >
              <Typography color="text.secondary">
                {filtered ? t('day.emptyFiltered') : t('day.empty')}
              </Typography>
            </Paper>
          ) : (
            groups.map((group) => (
              <Box
                component="section"
                key={group.service}
                aria-labelledby={`service-${group.service}`}
                sx={{ mb: 3 }}
              >
                <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mb: 1 }}>
                  <Typography variant="h6" component="h3" id={`service-${group.service}`}>
                    {t(`services.${group.service}`)}
                  </Typography>
                  <Typography color="text.secondary">
                    {t('day.covers', { count: group.covers })}
                  </Typography>
                </Stack>
                <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
                  {group.bookings.map((booking) => (
                    <BookingRow
                      key={booking.id}
                      booking={booking}
                      timeZone={restaurant.timeZone}
                      canUpdate={canUpdate}
                      busy={moves.pendingId === booking.id}
                      onMove={moves.move}
                      onOpen={(opened) => setOpenId(opened.id)}
                    />
                  ))}
                </Box>
              </Box>
            ))
          )}
          <WaitlistPanel
            restaurantId={restaurant.id}
            date={date}
            timeZone={restaurant.timeZone}
            canUpdate={canUpdate}
          />
          <BookingsPrintSheet
            date={date}
            restaurantName={restaurant.name}
            groups={groups}
            timeZone={restaurant.timeZone}
          />
        </>
      )}

      <BookingDetailDrawer
        bookingId={openId}
        timeZone={restaurant.timeZone}
        publicKey={restaurant.publicKey}
        canUpdate={canUpdate}
        busy={openId !== null && moves.pendingId === openId}
        onMove={moves.move}
        onClose={() => setOpenId(null)}
      />
      {moves.dialog}
      {creating && (
        <NewBookingDialog
          restaurantId={restaurant.id}
          publicKey={restaurant.publicKey}
          timeZone={restaurant.timeZone}
          initialDate={date}
          onClose={() => setCreating(false)}
        />
      )}
    </Box>
  );
}
