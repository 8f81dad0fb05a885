import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSignedInUser } from '../../../shared/session/use-signed-in-user';
import { SectionMessage } from '../../../shared/ui/section-message';
import { useServiceFloor } from '../api/service-floor';

/** /dashboard/floor: the service view, the floor manager's live screen of the restaurant's tables. */
export function ServicePage() {
  const restaurantId = useSignedInUser()?.restaurant?.id;
  if (restaurantId === undefined) return <SectionMessage kind="notFound" />;
  return <ServiceFloor restaurantId={restaurantId} />;
}

function ServiceFloor({ restaurantId }: { restaurantId: number }) {
  const floor = useServiceFloor(restaurantId);
  if (floor.isError) return <SectionMessage kind="failed" onRetry={() => void floor.refetch()} />;
  if (!floor.data)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress />
      </Box>
    );
  return (
    <Box>
      {floor.data.areas.map((area) => (
        <Box key={area.id} component="section" sx={{ mb: 3 }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            {area.name}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
            }}
          >
            {area.tables
              .filter((table) => table.active)
              .map((table) => (
                <Paper
                  key={table.id}
                  variant="outlined"
                  data-testid={`service-table-${table.name}`}
                  sx={{ p: 1.5, borderRadius: 2, textAlign: 'center' }}
                >
                  <Typography sx={{ fontWeight: 700 }}>{table.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {table.seats_min === table.seats_max
                      ? table.seats_max
                      : `${table.seats_min}–${table.seats_max}`}
                  </Typography>
                </Paper>
              ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
