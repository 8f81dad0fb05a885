import type { ServiceBooking } from '@coperto/shared/floor/service.schemas';
import DirectionsWalkOutlined from '@mui/icons-material/DirectionsWalkOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePermission } from '../../../shared/session/use-permission';
import { useSignedInUser } from '../../../shared/session/use-signed-in-user';
import { SectionMessage } from '../../../shared/ui/section-message';
import { useService, useServiceTimeZone } from '../api/service-read';
import { ServiceBookingsList } from '../components/service-bookings-list';
import { ServiceHoldDialog } from '../components/service-hold-dialog';
import { ServiceLiveChip } from '../components/service-live-chip';
import { ServicePlan } from '../components/service-plan';
import { type SeatRequest, ServiceSeatDialog } from '../components/service-seat-dialog';
import { ServiceStateChip } from '../components/service-state-chip';
import { ServiceTableDrawer } from '../components/service-table-drawer';
import { ServiceTableList } from '../components/service-table-list';
import { useServiceClock } from '../lib/service-clock';
import { useServiceLive } from '../lib/service-live';
import { countByState, LEGEND_STATES } from '../lib/service-table-state';
import { indexService } from '../lib/service-view';

function LoadingBlock() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress />
    </Box>
  );
}

/** /dashboard/floor: the service view, the floor manager's live screen of the restaurant's tables. */
export function ServicePage() {
  const restaurantId = useSignedInUser()?.restaurant?.id;
  if (restaurantId === undefined) return <SectionMessage kind="notFound" />;
  return <ServiceScreen key={restaurantId} restaurantId={restaurantId} />;
}

function ServiceScreen({ restaurantId }: { restaurantId: number }) {
  const { t } = useTranslation('floor');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const canServe = usePermission('serve:floor');
  const canEditPlan = usePermission('update:floor');
  const live = useServiceLive(restaurantId);
  const service = useService(restaurantId);
  const timeZone = useServiceTimeZone(restaurantId).data ?? 'Europe/Rome';
  const tick = useServiceClock();
  const [chosenView, setChosenView] = useState<'plan' | 'list' | null>(null);
  const [openTableId, setOpenTableId] = useState<number | null>(null);
  const [seatRequest, setSeatRequest] = useState<SeatRequest | null>(null);
  const [holdingId, setHoldingId] = useState<number | null>(null);
  const data = service.data;
  const index = useMemo(() => (data ? indexService(data) : null), [data]);
  const counts = useMemo(
    () => countByState(index?.tables.map((view) => view.table.state) ?? []),
    [index],
  );

  // The server's clock, not the tablet's: "seated 42 min" is right on a tablet set wrong.
  const skew = data ? Date.parse(data.now) - service.dataUpdatedAt : 0;
  const now = tick + (Number.isFinite(skew) ? skew : 0);

  if (service.isError && !data)
    return <SectionMessage kind="failed" onRetry={() => void service.refetch()} />;
  if (!data || !index) return <LoadingBlock />;

  // A phone shows the list: a plan of forty tables is unreadable at 390 px.
  const show = chosenView ?? (phone ? 'list' : 'plan');
  const openView = openTableId === null ? null : (index.tableById.get(openTableId) ?? null);
  const holding = holdingId === null ? undefined : index.bookingById.get(holdingId);
  const seat = (request: SeatRequest) => {
    setOpenTableId(null);
    setSeatRequest(request);
  };

  if (index.tables.length === 0) {
    return (
      <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('service.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {t('service.noTables')}
        </Typography>
        {canEditPlan && (
          <Button variant="contained" component={RouterLink} to="/dashboard/floor/plan">
            {t('service.toPlan')}
          </Button>
        )}
      </Box>
    );
  }

  const bookings = (
    <Box component="section" aria-labelledby="service-bookings-title">
      <Typography
        id="service-bookings-title"
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 700, mb: 1 }}
      >
        {t('service.bookingsTitle')} ({data.bookings.length})
      </Typography>
      <ServiceBookingsList
        bookings={data.bookings}
        index={index}
        timeZone={timeZone}
        now={now}
        canServe={canServe}
        onSeat={(booking: ServiceBooking) => seat({ bookingId: booking.id })}
        onHold={(booking: ServiceBooking) => setHoldingId(booking.id)}
      />
    </Box>
  );

  return (
    <Box>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, flexWrap: 'wrap' }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
          >
            {t('service.title')}
          </Typography>
          <ServiceLiveChip status={live} />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={show}
            onChange={(_event, value: 'plan' | 'list' | null) => value && setChosenView(value)}
            aria-label={t('service.viewAs')}
          >
            <ToggleButton value="plan" aria-label={t('service.asPlan')}>
              <MapOutlined fontSize="small" />
            </ToggleButton>
            <ToggleButton value="list" aria-label={t('service.asList')}>
              <ViewListOutlined fontSize="small" />
            </ToggleButton>
          </ToggleButtonGroup>
          {canServe && (
            <Button
              variant="contained"
              startIcon={<DirectionsWalkOutlined />}
              onClick={() => seat({ walkIn: true })}
            >
              {t('service.walkIn')}
            </Button>
          )}
        </Stack>
      </Stack>

      <Box
        aria-label={t('service.legend')}
        role="list"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mb: 2 }}
      >
        {LEGEND_STATES.map((state) => (
          <Box role="listitem" key={state} component="span">
            <ServiceStateChip state={state} count={counts[state]} />
          </Box>
        ))}
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            md: 'minmax(0, 1fr) 300px',
            lg: 'minmax(0, 1fr) 340px',
          },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 1.5 }, borderRadius: 3, minWidth: 0 }}>
          {show === 'plan' ? (
            <ServicePlan
              service={data}
              index={index}
              now={now}
              selectedTableId={openTableId}
              onTableClick={setOpenTableId}
            />
          ) : (
            <ServiceTableList
              index={index}
              now={now}
              timeZone={timeZone}
              onTableClick={setOpenTableId}
            />
          )}
        </Paper>
        <Paper
          variant="outlined"
          sx={{
            p: 1.5,
            borderRadius: 3,
            minWidth: 0,
            ...(wide ? { maxHeight: 'calc(100vh - 180px)', overflowY: 'auto' } : {}),
          }}
        >
          {bookings}
        </Paper>
      </Box>

      <ServiceTableDrawer
        view={openView}
        index={index}
        seatings={data.seatings}
        timeZone={timeZone}
        now={now}
        canServe={canServe}
        onSeat={seat}
        onClose={() => setOpenTableId(null)}
      />
      {holding && (
        <ServiceHoldDialog
          booking={holding}
          index={index}
          timeZone={timeZone}
          onClose={() => setHoldingId(null)}
        />
      )}
      {seatRequest && (
        <ServiceSeatDialog
          restaurantId={restaurantId}
          index={index}
          bookings={data.bookings}
          request={seatRequest}
          timeZone={timeZone}
          now={now}
          onClose={() => setSeatRequest(null)}
        />
      )}
    </Box>
  );
}
