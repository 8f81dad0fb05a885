import type { BoardLine } from '@coperto/shared/orders/order-board.schemas';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * What the kitchen makes: "2× Margherita · Grande" with each line's note under it, and the
 * order's own note last. `large` for the kitchen display.
 */
export function OrderLines({
  order,
  large = false,
}: {
  /** A board order's dishes or a whole order's lines: what the kitchen makes, no prices. */
  order: { items: readonly BoardLine[]; notes: string } | undefined;
  large?: boolean;
}) {
  const { t } = useTranslation('orders');
  if (!order) {
    return (
      <Box aria-busy="true" aria-label={t('card.loadingLines')}>
        <Skeleton width="80%" />
        <Skeleton width="60%" />
      </Box>
    );
  }
  return (
    <Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {order.items.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines and events have no id; their order is the order's own and never changes on screen
          <Box component="li" key={`${index}-${line.name}`} sx={{ py: large ? 0.5 : 0.25 }}>
            <Typography
              component="span"
              sx={{ fontWeight: 700, fontSize: large ? '1.45rem' : undefined, mr: 0.75 }}
            >
              {line.quantity}×
            </Typography>
            <Typography component="span" sx={{ fontSize: large ? '1.45rem' : undefined }}>
              {line.name}
              {line.variant_name && (
                <Typography component="span" color="text.secondary" sx={{ fontSize: 'inherit' }}>
                  {' · '}
                  {line.variant_name}
                </Typography>
              )}
            </Typography>
            {line.notes && (
              <Typography
                sx={{
                  fontStyle: 'italic',
                  color: 'warning.dark',
                  fontSize: large ? '1.2rem' : '0.875rem',
                  pl: large ? 4.5 : 3,
                }}
              >
                {line.notes}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
      {order.notes && (
        <Typography
          sx={{
            mt: 1,
            p: 1,
            borderRadius: 1,
            bgcolor: 'warning.50',
            border: 1,
            borderColor: 'warning.light',
            fontSize: large ? '1.2rem' : '0.875rem',
          }}
        >
          <strong>{t('card.orderNotes')}</strong> {order.notes}
        </Typography>
      )}
    </Box>
  );
}
