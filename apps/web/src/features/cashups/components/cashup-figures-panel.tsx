import type { CashUpTakings } from '@coperto/shared/cashups/cashup.schemas';
import type { CashUpFigures } from '@coperto/shared/cashups/cashup-figures';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCashUpText } from '../lib/use-cashup-text';

function Row({ label, value, strong }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography variant="body2" color={strong ? 'text.primary' : 'text.secondary'}>
        {label}
      </Typography>
      <Typography
        variant={strong ? 'subtitle1' : 'body2'}
        sx={{ fontWeight: strong ? 700 : 500, whiteSpace: 'nowrap' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** The difference said in words: balanced, more or less money than the register says. */
export function DifferenceAlert({ figures }: { figures: CashUpFigures }) {
  const { t } = useTranslation('cashups');
  const text = useCashUpText();
  if (figures.balanced) {
    return (
      <Alert severity="success" data-testid="cashup-difference">
        {t('figures.balanced')}
      </Alert>
    );
  }
  const amount = text.cents(Math.abs(figures.difference_cents));
  return (
    <Alert severity="warning" data-testid="cashup-difference" role="alert">
      {figures.difference_cents > 0
        ? t('figures.over', { amount })
        : t('figures.under', { amount })}
    </Alert>
  );
}

/**
 * The figures beside the form as it is typed, and on a saved close: total takings, the
 * register, the difference (a warning when off), average spend per cover, and what the day took
 * outside the till to reconcile.
 */
export function CashUpFiguresPanel({
  figures,
  tillCents,
  takings,
  takingsLoading,
  tillTyped = true,
}: {
  figures: CashUpFigures;
  tillCents: number;
  takings?: CashUpTakings;
  takingsLoading?: boolean;
  /** Until the register's figure is typed there is no difference to speak of. */
  tillTyped?: boolean;
}) {
  const { t } = useTranslation('cashups');
  const text = useCashUpText();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-labelledby="cashup-figures-title">
      <Typography
        id="cashup-figures-title"
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 700, mb: 1 }}
      >
        {t('figures.title')}
      </Typography>
      <Row
        strong
        label={t('figures.total')}
        value={<span data-testid="cashup-total">{text.cents(figures.total_takings_cents)}</span>}
      />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
        {t('figures.totalHelp')}
      </Typography>
      {figures.extra_expenses_cents > 0 && (
        <Row label={t('figures.extras')} value={text.cents(figures.extra_expenses_cents)} />
      )}
      <Row label={t('figures.till')} value={text.cents(tillCents)} />
      <Row
        label={t('figures.difference')}
        value={
          tillTyped ? (
            <Box
              component="span"
              sx={{ color: figures.balanced ? 'success.main' : 'warning.dark' }}
            >
              {text.signedCents(figures.difference_cents)}
            </Box>
          ) : (
            '—'
          )
        }
      />
      {tillTyped && (
        <Box sx={{ my: 1 }}>
          <DifferenceAlert figures={figures} />
        </Box>
      )}
      <Row label={t('figures.covers')} value={figures.covers} />
      <Row
        label={t('figures.average')}
        value={
          figures.average_per_cover_cents === null
            ? t('figures.noCovers')
            : text.cents(figures.average_per_cover_cents)
        }
      />
      <Divider sx={{ my: 1.5 }} />
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        {t('reconcile.title')}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
        {t('reconcile.help')}
      </Typography>
      {takings ? (
        <>
          <Row
            label={t('reconcile.cardOrders')}
            value={t('reconcile.count', {
              count: takings.card_orders.count,
              amount: text.euros(takings.card_orders.total),
            })}
          />
          <Row
            label={t('reconcile.giftCards')}
            value={t('reconcile.count', {
              count: takings.gift_cards_redeemed.count,
              amount: text.euros(takings.gift_cards_redeemed.total),
            })}
          />
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {takingsLoading ? t('reconcile.loading') : '—'}
        </Typography>
      )}
    </Paper>
  );
}
