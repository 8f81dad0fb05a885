import { addDays } from '@coperto/shared/staff/staff-pay';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../lib/staff-text';

/** The week shown, with the weeks before and after and a way back to this one. */
export function WeekNavigator({
  week,
  thisWeek,
  onChange,
}: {
  week: string;
  thisWeek: string;
  onChange(week: string): void;
}) {
  const { t, i18n } = useTranslation('staff');
  const short = { day: 'numeric', month: 'short' } as const;
  const from = formatDay(week, i18n.language, short);
  const to = formatDay(addDays(week, 6), i18n.language, { ...short, year: 'numeric' });
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <IconButton aria-label={t('week.previous')} onClick={() => onChange(addDays(week, -7))}>
        <ChevronLeft />
      </IconButton>
      <Typography
        component="h2"
        variant="subtitle1"
        sx={{ fontWeight: 600, minWidth: 150, textAlign: 'center' }}
        aria-label={t('week.range', { from, to })}
      >
        {from} – {to}
      </Typography>
      <IconButton aria-label={t('week.next')} onClick={() => onChange(addDays(week, 7))}>
        <ChevronRight />
      </IconButton>
      {week !== thisWeek && (
        <Button size="small" onClick={() => onChange(thisWeek)}>
          {t('week.current')}
        </Button>
      )}
    </Stack>
  );
}
