import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useService } from '../api/service-read';
import { countByState } from '../lib/service-table-state';
import { coversSeated } from '../lib/service-view';

/**
 * The dashboard home's glance at the room (issue 16: "tables free now"): the tables free now of
 * all the active ones (a table held for a booking due soon is not free to give away), the tables taken with the covers seated, the bills asked and tables to
 * clean; a way to the service. It reads the service view's own call, so an open service view's
 * live events keep it current too. Nothing when the restaurant has no tables yet.
 */
export default function ServiceTablesGlance({ restaurantId }: { restaurantId: number }) {
  const { t } = useTranslation('floor');
  const service = useService(restaurantId);
  if (service.isError) return null;
  const data = service.data;
  const states = data?.areas.flatMap((area) => area.tables.map((table) => table.state)) ?? [];
  if (data && states.length === 0) return null;
  const counts = countByState(states);
  const taken = counts.seated + counts.ordered + counts.bill_requested;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="service-glance-title"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, mb: 3 }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}
      >
        <Typography id="service-glance-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t('service.glance.title')}
        </Typography>
        <Button
          component={RouterLink}
          to="/dashboard/floor"
          endIcon={<ArrowForward />}
          sx={{ flexShrink: 0 }}
        >
          {t('service.glance.toService')}
        </Button>
      </Stack>
      {data ? (
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          <Figure
            label={t('service.glance.freeNow')}
            value={String(counts.free)}
            detail={t('service.glance.ofTables', { count: states.length })}
            testId="glance-free-tables"
          />
          <Figure
            label={t('service.glance.occupied')}
            value={String(taken)}
            detail={t('service.glance.coversNow', { count: coversSeated(data) })}
          />
          <Figure
            label={t('service.glance.billOrClean')}
            value={String(counts.bill_requested + counts.to_clean)}
            highlight={counts.bill_requested + counts.to_clean > 0}
            wide
          />
        </Box>
      ) : (
        <Skeleton variant="rounded" height={88} aria-label={t('service.glance.title')} />
      )}
    </Paper>
  );
}

function Figure({
  label,
  value,
  detail,
  highlight = false,
  wide = false,
  testId,
}: {
  label: string;
  value: string;
  detail?: string;
  highlight?: boolean;
  /** The whole row on a phone, where three figures do not fit side by side. */
  wide?: boolean;
  testId?: string;
}) {
  return (
    <Box
      data-testid={testId}
      sx={{
        p: 1.5,
        borderRadius: 2,
        bgcolor: highlight ? 'warning.light' : 'grey.100',
        minWidth: 0,
        gridColumn: wide ? { xs: '1 / -1', sm: 'auto' } : undefined,
      }}
    >
      <Typography variant="caption" color="text.secondary" component="p" sx={{ lineHeight: 1.3 }}>
        {label}
      </Typography>
      <Typography
        component="p"
        sx={{ fontWeight: 800, fontSize: { xs: '1.15rem', sm: '1.5rem' } }}
        noWrap
      >
        {value}
      </Typography>
      {detail && (
        <Typography variant="caption" color="text.secondary" component="p" noWrap>
          {detail}
        </Typography>
      )}
    </Box>
  );
}
