import { DEFAULT_TIME_ZONE } from '@coperto/shared/common/constants';
import { ROTA_EMAIL_LANGUAGES, SHIFT_SERVICES } from '@coperto/shared/staff/staff.constants';
import type { MyRotaWeek } from '@coperto/shared/staff/staff.schemas';
import { daysOfWeek, mondayOf } from '@coperto/shared/staff/staff-pay';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/lib/dates';
import { SectionMessage } from '../../../shared/ui/section-message';
import { useMyRotaWeek, useSetRotaLanguage } from '../api/staff-api';
import { WeekNavigator } from '../components/week-navigator';
import { formatDay } from '../lib/staff-text';

type EmailLanguage = (typeof ROTA_EMAIL_LANGUAGES)[number];

/** One's own published shifts of a week, a day per line: made for a phone (decision 076). */
export default function MyShiftsPage() {
  const { t } = useTranslation('staff');
  const thisWeek = mondayOf(todayIn(DEFAULT_TIME_ZONE));
  const [week, setWeek] = useState(thisWeek);
  const query = useMyRotaWeek(week);
  useEmailLanguage(query.data);
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Typography variant="h6" component="h2">
        {t('mine.title')}
      </Typography>
      <WeekNavigator week={week} thisWeek={thisWeek} onChange={setWeek} />
      {query.isError ? (
        <SectionMessage kind="failed" onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="…" />
        </Box>
      ) : (
        <WeekList data={query.data} />
      )}
    </Stack>
  );
}

/**
 * Rota emails go out in the language the person uses the dashboard in: it is told to the server
 * when it differs from the one kept (decision 076).
 */
function useEmailLanguage(data: MyRotaWeek | undefined) {
  const { i18n } = useTranslation('staff');
  const setLanguage = useSetRotaLanguage();
  const language = i18n.language.slice(0, 2) as EmailLanguage;
  const kept = data?.language;
  const { mutate } = setLanguage;
  useEffect(() => {
    if (kept && kept !== language && ROTA_EMAIL_LANGUAGES.includes(language)) mutate(language);
  }, [kept, language, mutate]);
}

function WeekList({ data }: { data: MyRotaWeek }) {
  const { t, i18n } = useTranslation('staff');
  const today = todayIn(DEFAULT_TIME_ZONE);
  return (
    <Stack spacing={1} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {data.shifts.length === 0 && (
        <Typography color="text.secondary" role="status">
          {t('mine.none')}
        </Typography>
      )}
      {daysOfWeek(data.week_start).map((day) => {
        const shifts = data.shifts
          .filter((s) => s.day === day)
          .sort((a, b) => SHIFT_SERVICES.indexOf(a.service) - SHIFT_SERVICES.indexOf(b.service));
        const restaurants = [...new Set(shifts.map((s) => s.restaurant_name))];
        return (
          <Paper
            key={day}
            component="li"
            variant="outlined"
            data-testid={`my-day-${day}`}
            sx={{
              p: 1.5,
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              borderColor: day === today ? 'primary.main' : undefined,
              borderWidth: day === today ? 2 : 1,
              opacity: shifts.length === 0 ? 0.75 : 1,
            }}
          >
            <Box sx={{ minWidth: 92 }}>
              <Typography
                variant="subtitle2"
                sx={{ '&::first-letter': { textTransform: 'uppercase' } }}
              >
                {formatDay(day, i18n.language, { weekday: 'long' })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDay(day, i18n.language, { day: 'numeric', month: 'short' })}
              </Typography>
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              {shifts.length === 0 ? (
                <Typography color="text.secondary">{t('mine.rest')}</Typography>
              ) : (
                <>
                  <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {shifts.map((s) => (
                      <Chip
                        key={`${s.restaurant_id}-${s.service}`}
                        label={t(`services.${s.service}`)}
                        color="primary"
                      />
                    ))}
                  </Stack>
                  {restaurants.length > 0 && (
                    <Typography variant="caption" color="text.secondary">
                      {restaurants.map((r) => t('mine.at', { restaurant: r })).join(' · ')}
                    </Typography>
                  )}
                </>
              )}
            </Box>
          </Paper>
        );
      })}
    </Stack>
  );
}
