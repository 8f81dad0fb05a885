import type { OrdersToday } from '@coperto/shared/orders/order.schemas';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { GlanceFigure, HomeGlance } from '../../../shared/ui/home-glance';
import { useOrdersRestaurant } from '../api/get-orders-restaurant';
import { useOrdersToday } from '../api/get-orders-today';
import { type OrderText, useOrderText } from '../lib/use-order-text';

/** A slot this full shows amber; a full one red. */
export const SLOT_BUSY_SHARE = 0.8;
const BAR_HEIGHT_PX = 56;

/**
 * The dashboard home's glance at today's orders: how many, what they are worth, how many wait
 * to be accepted, and the kitchen's next slots against its capacity; a way to the board.
 * The home shows it only when the plan includes ordering.
 */
export default function OrdersTodayGlance({ restaurantId }: { restaurantId: number }) {
  const { t } = useTranslation('orders-admin');
  const today = useOrdersToday(restaurantId);
  const restaurant = useOrdersRestaurant(restaurantId);
  const text = useOrderText(restaurant.data?.timeZone ?? 'Europe/Rome');
  if (today.isError) return null;
  return (
    <HomeGlance title={t('today.title')} linkTo="/dashboard/orders" linkLabel={t('today.toBoard')}>
      {today.data && restaurant.data ? (
        <GlanceBody today={today.data} text={text} />
      ) : (
        <Skeleton variant="rounded" height={140} aria-label={t('today.loading')} />
      )}
    </HomeGlance>
  );
}

function GlanceBody({ today, text }: { today: OrdersToday; text: OrderText }) {
  const { t } = useTranslation('orders-admin');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1.2fr)' },
      }}
    >
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
        <GlanceFigure label={t('today.count')} value={String(today.count)} />
        <GlanceFigure label={t('today.takings')} value={text.money(today.takings)} />
        <GlanceFigure
          label={t('today.toAccept')}
          value={String(today.to_accept)}
          tone={today.to_accept > 0 ? 'warning' : 'none'}
        />
      </Box>
      <SlotLoad slots={today.next_slots} text={text} />
    </Box>
  );
}

/** The next slots as small bars: orders taken against the kitchen's capacity. */
function SlotLoad({ slots, text }: { slots: OrdersToday['next_slots']; text: OrderText }) {
  const { t } = useTranslation('orders-admin');
  if (slots.length === 0) {
    return (
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {t('today.slots')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('today.noSlots')}
        </Typography>
      </Box>
    );
  }
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('today.slots')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: `repeat(${slots.length}, minmax(0, 1fr))`,
        }}
      >
        {slots.map((slot) => {
          const share = slot.capacity > 0 ? Math.min(1, slot.taken / slot.capacity) : 1;
          const color =
            share >= 1 ? 'error.main' : share >= SLOT_BUSY_SHARE ? 'warning.main' : 'primary.main';
          const time = text.time(slot.start);
          return (
            <Box
              component="li"
              key={slot.start}
              aria-label={t('today.slotLoad', {
                time,
                taken: slot.taken,
                capacity: slot.capacity,
              })}
              sx={{ textAlign: 'center', minWidth: 0 }}
            >
              <Typography variant="caption" component="p" sx={{ fontWeight: 600 }} aria-hidden>
                {slot.taken}/{slot.capacity}
              </Typography>
              <Box
                aria-hidden
                sx={{
                  height: BAR_HEIGHT_PX,
                  borderRadius: 1,
                  bgcolor: 'grey.200',
                  display: 'flex',
                  alignItems: 'flex-end',
                  overflow: 'hidden',
                  mx: 'auto',
                  maxWidth: 40,
                }}
              >
                <Box
                  sx={{
                    width: '100%',
                    height: `${Math.max(share * 100, slot.taken > 0 ? 8 : 0)}%`,
                    bgcolor: color,
                  }}
                />
              </Box>
              <Typography variant="caption" color="text.secondary" component="p" aria-hidden>
                {time}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
