import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { GlanceFigure, HomeGlance } from '../../../shared/ui/home-glance';
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
    <HomeGlance
      title={t('service.glance.title')}
      linkTo="/dashboard/floor"
      linkLabel={t('service.glance.toService')}
    >
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
          <GlanceFigure
            label={t('service.glance.freeNow')}
            value={String(counts.free)}
            detail={t('service.glance.ofTables', { count: states.length })}
            testId="glance-free-tables"
          />
          <GlanceFigure
            label={t('service.glance.occupied')}
            value={String(taken)}
            detail={t('service.glance.coversNow', { count: coversSeated(data) })}
          />
          <GlanceFigure
            label={t('service.glance.billOrClean')}
            value={String(counts.bill_requested + counts.to_clean)}
            tone={counts.bill_requested + counts.to_clean > 0 ? 'warning' : 'none'}
            wide
          />
        </Box>
      ) : (
        <Skeleton variant="rounded" height={88} aria-label={t('service.glance.title')} />
      )}
    </HomeGlance>
  );
}
