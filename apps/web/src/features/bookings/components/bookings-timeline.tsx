import type { BookingSummary } from '@coperto/shared/bookings/booking.schemas';
import type { BookingStatus } from '@coperto/shared/bookings/booking-states';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Fragment, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/lib/dates';
import {
  useDayBookingTables,
  useFloorTables,
  useTodaysBookingTables,
} from '../api/get-booking-tables';
import { minutesOnDay, type TimelineRow, timelineRows } from '../lib/booking-timeline';

/** A lane's height in the rows, in pixels: a bar and its gap. */
const LANE = 38;
/** The tables' column, in pixels (8.5rem). */
const LABELS = 136;
const NO_TABLES: ReadonlyMap<number, readonly number[]> = new Map();
/** The tables' column stays in view while the hours scroll under it. */
const STUCK_LEFT = {
  position: 'sticky',
  left: 0,
  zIndex: 3,
  bgcolor: 'background.paper',
  borderBottom: 1,
  borderRight: 1,
  borderColor: 'divider',
} as const;

const BAR_COLORS: Record<BookingStatus, { bg: string; fg: string }> = {
  requested: { bg: 'warning.light', fg: 'warning.contrastText' },
  confirmed: { bg: 'info.main', fg: 'info.contrastText' },
  seated: { bg: 'success.main', fg: 'success.contrastText' },
  completed: { bg: 'action.selected', fg: 'text.primary' },
  cancelled: { bg: 'action.hover', fg: 'text.secondary' },
  no_show: { bg: 'error.light', fg: 'error.contrastText' },
};

/** Now on the day's clock, on today; null on another day. */
const wallMinutesNow = (timeZone: string, date: string, today: string) =>
  date === today ? minutesOnDay(new Date().toISOString(), timeZone, date) : null;

const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The day by table (issue 16): a row per table of the floor, by area, the day's hours across, a
 * bar where a booking is held at the table (or its party sits there), and a last row of the
 * bookings at no table yet. A bar opens the booking; two bars of one table at once are said.
 */
export function BookingsTimeline({
  restaurantId,
  timeZone,
  date,
  bookings,
  onOpen,
}: {
  restaurantId: number;
  timeZone: string;
  date: string;
  bookings: readonly BookingSummary[];
  onOpen(booking: BookingSummary): void;
}) {
  const { t } = useTranslation('bookings');
  const today = todayIn(timeZone);
  const floor = useFloorTables(restaurantId, true);
  // Today: the service read, with the parties seated; another day: the tables held for its bookings.
  const heldToday = useTodaysBookingTables(restaurantId, date === today);
  const heldThatDay = useDayBookingTables(restaurantId, date, date !== today);
  const held = date === today ? heldToday : heldThatDay;
  const areas = floor.data?.areas.filter((area) => area.tables.some((table) => table.active));
  const tables = useMemo(
    () => (areas ?? []).flatMap((area) => area.tables.filter((table) => table.active)),
    [areas],
  );
  const tablesOf = held.data?.date === date ? held.data.tablesOf : NO_TABLES;
  const laid = useMemo(
    () => timelineRows(tables, bookings, tablesOf, timeZone, date),
    [tables, bookings, tablesOf, timeZone, date],
  );
  const scroller = useRef<HTMLDivElement>(null);
  /** The rows are drawn (the floor read): the scroller exists. */
  const ready = floor.data !== undefined;
  const scrolledFor = useRef<string | null>(null);
  const firstStart = Math.min(
    ...[...laid.rows, laid.unassigned].flatMap((row) => row.bars.map((bar) => bar.start)),
  );

  // Where a narrow screen opens the hours: now on today, else the first arrival; once a day, so
  // a live change never pulls the view from under the host's finger.
  useEffect(() => {
    const element = scroller.current;
    if (!ready || !element || scrolledFor.current === date || !Number.isFinite(firstStart)) {
      return;
    }
    scrolledFor.current = date;
    const { from, to } = laid.hours;
    const clock = wallMinutesNow(timeZone, date, today);
    const target = clock !== null && clock >= from && clock <= to ? clock : firstStart;
    const width = element.scrollWidth - LABELS;
    element.scrollLeft = Math.max(0, ((target - from) / (to - from)) * width - 48);
  }, [date, firstStart, laid.hours, timeZone, today, ready]);

  if (floor.isError && !floor.data) {
    return <Alert severity="error">{t('timeline.failed')}</Alert>;
  }
  if (!floor.data) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('timeline.label')} />
      </Box>
    );
  }

  const { from, to } = laid.hours;
  const span = to - from;
  const hours = Array.from({ length: span / 60 }, (_, i) => from + i * 60);
  const now = wallMinutesNow(timeZone, date, today);
  const byId = new Map(laid.rows.map((row) => [row.tableId, row]));

  const track = (row: TimelineRow, label: string) => (
    <Box
      role="list"
      aria-label={label}
      sx={{
        position: 'relative',
        height: row.lanes * LANE + 6,
        borderBottom: 1,
        borderColor: 'divider',
        backgroundImage: (theme) =>
          `linear-gradient(to right, ${theme.palette.divider} 1px, transparent 1px)`,
        backgroundSize: `calc(100% / ${hours.length}) 100%`,
      }}
    >
      {now !== null && now >= from && now <= to && (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            left: `${((now - from) / span) * 100}%`,
            borderLeft: 2,
            borderColor: 'error.main',
            zIndex: 1,
          }}
        />
      )}
      {row.bars.map(({ booking, start, end, lane }) => {
        const colors = BAR_COLORS[booking.status];
        const text = t('timeline.bar', {
          name: booking.name,
          party: t('row.party', { count: booking.party_size }),
          from: clockOf(start),
          to: clockOf(end),
          status: t(`status.${booking.status}`),
        });
        return (
          <Box
            key={booking.id}
            role="listitem"
            sx={{
              position: 'absolute',
              top: lane * LANE + 4,
              height: LANE - 6,
              left: `calc(${((start - from) / span) * 100}% + 2px)`,
              width: `calc(${((end - start) / span) * 100}% - 4px)`,
              zIndex: 2,
            }}
          >
            <Tooltip title={text}>
              <ButtonBase
                onClick={() => onOpen(booking)}
                aria-label={text}
                data-testid={`timeline-bar-${booking.id}`}
                sx={{
                  width: '100%',
                  height: '100%',
                  px: 1,
                  borderRadius: 1.5,
                  justifyContent: 'flex-start',
                  overflow: 'hidden',
                  whiteSpace: 'nowrap',
                  bgcolor: colors.bg,
                  color: colors.fg,
                  fontSize: '0.85rem',
                  fontWeight: 600,
                  opacity: booking.status === 'no_show' ? 0.7 : 1,
                  '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 1 },
                }}
              >
                <Box
                  component="span"
                  sx={{ overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 }}
                >
                  {clockOf(start)} · {booking.name} · {booking.party_size}
                </Box>
              </ButtonBase>
            </Tooltip>
          </Box>
        );
      })}
    </Box>
  );

  const labelCell = (title: string, detail?: string, clash = false) => (
    <Box
      sx={{
        ...STUCK_LEFT,
        px: 1.25,
        py: 0.75,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        minWidth: 0,
      }}
    >
      <Typography sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 0.5 }} noWrap>
        {title}
        {clash && (
          <Tooltip title={t('timeline.clash')}>
            <WarningAmberOutlined
              color="warning"
              sx={{ fontSize: 18 }}
              aria-label={t('timeline.clash')}
              role="img"
            />
          </Tooltip>
        )}
      </Typography>
      {detail && (
        <Typography variant="caption" color="text.secondary" noWrap>
          {detail}
        </Typography>
      )}
    </Box>
  );

  return (
    <Box>
      {tables.length === 0 && (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {t('timeline.noTables')}
        </Alert>
      )}
      <Paper
        ref={scroller}
        variant="outlined"
        sx={{ borderRadius: 3, overflowX: 'auto' }}
        role="region"
        aria-label={t('timeline.label')}
        data-testid="bookings-timeline"
      >
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: `${LABELS}px minmax(0, 1fr)`,
            // 64 px an hour: a lunch-to-midnight day fits a laptop beside the menu; more scrolls.
            minWidth: Math.max(640, hours.length * 64 + LABELS),
          }}
        >
          <Box sx={STUCK_LEFT} />
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: `repeat(${hours.length}, minmax(0, 1fr))`,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            {hours.map((hour) => (
              <Typography
                key={hour}
                variant="caption"
                color="text.secondary"
                sx={{ px: 0.75, py: 0.75, fontWeight: 600 }}
              >
                {clockOf(hour)}
              </Typography>
            ))}
          </Box>
          {(areas ?? []).map((area) => (
            <Fragment key={area.id}>
              <Typography
                component="h4"
                variant="overline"
                sx={{
                  position: 'sticky',
                  left: 0,
                  zIndex: 3,
                  px: 1.25,
                  bgcolor: 'grey.100',
                  borderBottom: 1,
                  borderRight: 1,
                  borderColor: 'divider',
                  lineHeight: 2.2,
                }}
                noWrap
              >
                {area.name}
              </Typography>
              <Box sx={{ bgcolor: 'grey.100', borderBottom: 1, borderColor: 'divider' }} />
              {area.tables
                .filter((table) => table.active)
                .map((table) => {
                  const row = byId.get(table.id);
                  if (!row) return null;
                  return (
                    <Fragment key={table.id}>
                      {labelCell(
                        table.name,
                        t('timeline.seats', { min: table.seats_min, max: table.seats_max }),
                        row.clash,
                      )}
                      {track(row, t('timeline.tableRow', { name: table.name }))}
                    </Fragment>
                  );
                })}
            </Fragment>
          ))}
          {labelCell(t('timeline.unassigned'))}
          {track(laid.unassigned, t('timeline.unassigned'))}
        </Box>
      </Paper>
    </Box>
  );
}
