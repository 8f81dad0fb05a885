import { hasPermission } from '@coperto/shared/auth/permissions';
import type { CashUpDayState, CashUpMonth } from '@coperto/shared/cashups/cashup.schemas';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { todayIn, weekdayName } from '../../../shared/lib/dates';
import { useSignedInUser } from '../../../shared/session/use-signed-in-user';
import { SectionMessage } from '../../../shared/ui/section-message';
import { type CashUpsRestaurant, useCashUpMonth, useCashUpsRestaurant } from '../api/cashups-api';
import { useCashUpText } from '../lib/use-cashup-text';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

function shiftMonth(month: string, by: number) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Each state's look: what a glance at the month must tell apart. */
const STATE_STYLE: Record<
  CashUpDayState,
  { bg: (theme: Theme) => string; border: string; color: string }
> = {
  closed: {
    bg: (theme) => alpha(theme.palette.success.main, 0.08),
    border: 'success.light',
    color: 'text.primary',
  },
  partial: {
    bg: (theme) => alpha(theme.palette.info.main, 0.08),
    border: 'info.light',
    color: 'text.primary',
  },
  missing: {
    bg: (theme) => alpha(theme.palette.error.main, 0.07),
    border: 'error.main',
    color: 'error.dark',
  },
  open: {
    bg: (theme) => alpha(theme.palette.warning.main, 0.1),
    border: 'warning.main',
    color: 'warning.dark',
  },
  rest: { bg: (theme) => theme.palette.grey[100], border: 'grey.300', color: 'text.disabled' },
  upcoming: {
    bg: (theme) => theme.palette.background.paper,
    border: 'grey.200',
    color: 'text.disabled',
  },
};

/** /dashboard/cash-ups: the month's calendar of closes, missing days marked. */
export function CashUpsMonthPage() {
  const user = useSignedInUser();
  const restaurant = useCashUpsRestaurant(user?.restaurant?.id);
  if (!user?.restaurant) return <SectionMessage kind="notFound" />;
  if (restaurant.isError)
    return <SectionMessage kind="failed" onRetry={() => void restaurant.refetch()} />;
  if (!restaurant.data) return <Spinner />;
  return <MonthView restaurant={restaurant.data} />;
}

function Spinner() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label="…" />
    </Box>
  );
}

function Figure({
  label,
  value,
  tone,
}: {
  label: string;
  value: string | number;
  tone?: 'error' | 'warning';
}) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p" noWrap>
        {label}
      </Typography>
      <Typography
        variant="h6"
        component="p"
        sx={{ fontWeight: 700, color: tone ? `${tone}.main` : undefined, whiteSpace: 'nowrap' }}
      >
        {value}
      </Typography>
    </Paper>
  );
}

function MonthView({ restaurant }: { restaurant: CashUpsRestaurant }) {
  const { t } = useTranslation('cashups');
  const text = useCashUpText();
  const user = useSignedInUser();
  const canClose = hasPermission(user?.user.role ?? 'staff', 'update:cashups');
  const [params, setParams] = useSearchParams();
  const today = todayIn(restaurant.timeZone);
  const monthParam = params.get('month');
  const month =
    monthParam && /^\d{4}-(0[1-9]|1[0-2])$/.test(monthParam) ? monthParam : today.slice(0, 7);
  const data = useCashUpMonth(restaurant.id, month);
  const go = (next: string) => setParams(next === today.slice(0, 7) ? {} : { month: next });

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2 }}
      >
        <Box>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 700, mb: 1, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
          >
            {t('month.title')}
          </Typography>
          <Typography color="text.secondary">{t('month.description')}</Typography>
        </Box>
        {canClose && (
          <Button
            component={RouterLink}
            to="new"
            variant="contained"
            startIcon={<AddOutlined />}
            sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'flex-start' }, py: 1.25 }}
          >
            {t('month.close')}
          </Button>
        )}
      </Stack>

      <Stack direction="row" sx={{ alignItems: 'center', mb: 2, gap: 1 }}>
        <IconButton aria-label={t('month.previous')} onClick={() => go(shiftMonth(month, -1))}>
          <ChevronLeft />
        </IconButton>
        <Typography
          variant="h6"
          component="h2"
          sx={{
            fontWeight: 700,
            minWidth: 170,
            textAlign: 'center',
            '&::first-letter': { textTransform: 'uppercase' },
          }}
          aria-live="polite"
        >
          {text.month(month)}
        </Typography>
        <IconButton
          aria-label={t('month.next')}
          onClick={() => go(shiftMonth(month, 1))}
          disabled={month >= today.slice(0, 7)}
        >
          <ChevronRight />
        </IconButton>
        {month !== today.slice(0, 7) && (
          <Button size="small" onClick={() => go(today.slice(0, 7))}>
            {t('month.today')}
          </Button>
        )}
      </Stack>

      {data.isError ? (
        <SectionMessage kind="failed" onRetry={() => void data.refetch()} />
      ) : !data.data ? (
        <Spinner />
      ) : (
        <MonthBody month={data.data} canClose={canClose} />
      )}
    </>
  );
}

function MonthBody({ month, canClose }: { month: CashUpMonth; canClose: boolean }) {
  const { t } = useTranslation('cashups');
  const text = useCashUpText();
  const navigate = useNavigate();
  const totals = month.totals;
  const firstWeekday = (new Date(`${month.month}-01T12:00:00Z`).getUTCDay() + 6) % 7;

  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            lg: 'repeat(6, minmax(0, 1fr))',
          },
          mb: 3,
        }}
      >
        <Figure label={t('month.totals.takings')} value={text.euros(totals.total_takings)} />
        <Figure label={t('month.totals.covers')} value={totals.covers} />
        <Figure
          label={t('month.totals.average')}
          value={totals.average_per_cover === null ? '—' : text.euros(totals.average_per_cover)}
        />
        <Figure label={t('month.totals.closed')} value={totals.closed_days} />
        <Figure
          label={t('month.totals.missing')}
          value={totals.missing_days}
          tone={totals.missing_days > 0 ? 'error' : undefined}
        />
        <Figure
          label={t('month.totals.differences')}
          value={totals.days_with_difference}
          tone={totals.days_with_difference > 0 ? 'warning' : undefined}
        />
      </Box>

      <Box
        role="grid"
        aria-label={t('month.calendar', { month: text.month(month.month) })}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
          gap: { xs: 0.5, sm: 1 },
        }}
      >
        {WEEKDAYS.map((day) => (
          <Typography
            key={day}
            role="columnheader"
            variant="caption"
            color="text.secondary"
            sx={{ textAlign: 'center', fontWeight: 600, textTransform: 'capitalize' }}
          >
            {weekdayName(day, text.language, 'short')}
          </Typography>
        ))}
        {Array.from({ length: firstWeekday }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: blank cells before the 1st.
          <Box key={`blank-${i}`} aria-hidden />
        ))}
        {month.days.map((day) => {
          const style = STATE_STYLE[day.state];
          const number = Number(day.date.slice(8));
          const off = day.difference !== null && day.difference !== 0;
          const label = t('month.dayLabel', {
            date: text.day(day.date),
            state: [
              t(`month.state.${day.state}`),
              day.total_takings !== null ? text.euros(day.total_takings) : '',
              off ? t('month.difference', { amount: text.euros(day.difference!) }) : '',
            ]
              .filter(Boolean)
              .join(', '),
          });
          const target =
            day.cash_up_id !== null
              ? `/dashboard/cash-ups/${day.cash_up_id}`
              : canClose &&
                  (day.state === 'missing' || day.state === 'open' || day.state === 'rest')
                ? `/dashboard/cash-ups/new?date=${day.date}`
                : null;
          return (
            <ButtonBase
              key={day.date}
              role="gridcell"
              aria-label={label}
              data-state={day.state}
              data-date={day.date}
              disabled={target === null}
              onClick={() => target && navigate(target)}
              sx={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'stretch',
                justifyContent: 'flex-start',
                textAlign: 'left',
                minHeight: { xs: 52, sm: 84 },
                p: { xs: 0.5, sm: 1 },
                borderRadius: 1.5,
                border: 1,
                borderStyle: day.state === 'missing' ? 'dashed' : 'solid',
                borderColor: style.border,
                bgcolor: style.bg,
                color: style.color,
                outline: day.date === month.today ? '2px solid' : undefined,
                outlineColor: 'primary.main',
                minWidth: 0,
                '&:hover': target ? { filter: 'brightness(0.97)' } : undefined,
              }}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {number}
                </Typography>
                {off && (
                  <WarningAmberOutlined sx={{ fontSize: 16, color: 'warning.dark' }} aria-hidden />
                )}
              </Box>
              {day.total_takings !== null && (
                <Typography
                  variant="caption"
                  sx={{ fontWeight: 600, display: { xs: 'none', sm: 'block' } }}
                  noWrap
                >
                  {text.euros(day.total_takings)}
                </Typography>
              )}
              {day.state !== 'closed' && day.state !== 'upcoming' && (
                <Typography
                  variant="caption"
                  sx={{ display: { xs: 'none', sm: 'block' }, lineHeight: 1.2 }}
                >
                  {t(`month.state.${day.state}`)}
                </Typography>
              )}
              {day.state === 'missing' && (
                <Box
                  aria-hidden
                  sx={{
                    display: { xs: 'block', sm: 'none' },
                    width: 8,
                    height: 8,
                    borderRadius: '50%',
                    bgcolor: 'error.main',
                    mt: 0.5,
                  }}
                />
              )}
            </ButtonBase>
          );
        })}
      </Box>

      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1.5, mt: 2 }}
        aria-label={t('month.legend')}
      >
        {(['closed', 'missing', 'open', 'partial', 'rest'] as const).map((state) => (
          <Stack key={state} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box
              sx={{
                width: 14,
                height: 14,
                borderRadius: 0.5,
                border: 1,
                borderStyle: state === 'missing' ? 'dashed' : 'solid',
                borderColor: STATE_STYLE[state].border,
                bgcolor: STATE_STYLE[state].bg,
              }}
            />
            <Typography variant="caption" color="text.secondary">
              {t(`month.state.${state}`)}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {t('month.timeZone', { zone: month.time_zone })}
      </Typography>
    </>
  );
}
