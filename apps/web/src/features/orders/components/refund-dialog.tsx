import { ORDER_REASON_MAX_LENGTH } from '@coperto/shared/orders/order.constants';
import type { Order } from '@coperto/shared/orders/order.schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../shared/lib/api-client';
import { formatEuros } from '../../../shared/lib/format-money';
import { parseAmount } from '../../../shared/lib/parse-decimal';
import { useRefundOrder } from '../api/refund-order';

/** What is still on the guest's card, in cents: what was paid less what went back already. */
export function refundableCents(order: Pick<Order, 'total' | 'refunded'>): number {
  return Math.max(0, Math.round(order.total * 100) - Math.round(order.refunded * 100));
}

/** Paid by a gift card alone (decision 071): its refund goes back on the gift card. */
export const paidByGiftCard = (order: Pick<Order, 'gift_card' | 'to_pay'>) =>
  order.gift_card > 0 && order.to_pay === 0;

/**
 * A paid order with money still to give back, on the guest's card or on the gift card that paid it
 * alone: what the refund button needs.
 */
export function canBeRefunded(order: Order): boolean {
  return (
    (order.payment_method === 'card' || paidByGiftCard(order)) &&
    order.payment_status === 'paid' &&
    refundableCents(order) > 0
  );
}

type AmountProblem = 'invalid' | 'zero' | 'tooMuch';

/**
 * Money back to a guest who paid by card: all that is left, or a part typed in euros (a dish
 * missing), with a reason for the order's history. Stripe gives it back to the same card; an
 * order a gift card paid alone has it back on the gift card's balance at once.
 */
export function RefundDialog({ order, onClose }: { order: Order; onClose(): void }) {
  const { t, i18n } = useTranslation('orders');
  const titleId = useId();
  const refund = useRefundOrder();
  const [whole, setWhole] = useState(true);
  const [typed, setTyped] = useState('');
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<'unavailable' | 'failed' | 'tooMuch' | null>(null);
  const money = (cents: number) => formatEuros(cents / 100, i18n.language);
  const left = refundableCents(order);
  const giftCard = paidByGiftCard(order);
  const card = { last4: order.gift_card_last4 ?? '' };

  const parsed = parseAmount(typed);
  const partCents = parsed.kind === 'amount' ? parsed.hundredths : null;
  const problem: AmountProblem | null = whole
    ? null
    : parsed.kind === 'invalid'
      ? 'invalid'
      : partCents !== null && partCents > left
        ? 'tooMuch'
        : partCents === 0
          ? 'zero'
          : null;
  const cents = whole ? left : partCents;
  const ready = cents !== null && cents > 0 && problem === null;

  const confirm = () => {
    if (!ready) return;
    setFailure(null);
    refund.mutate(
      {
        orderId: order.id,
        // All that is left is the server's to work out: no amount, no rounding on our side.
        ...(whole ? {} : { amount: cents / 100 }),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      },
      {
        onSuccess: onClose,
        onError: (error) => {
          const status = error instanceof ApiRequestError ? error.status : 0;
          setFailure(status === 503 ? 'unavailable' : status === 422 ? 'tooMuch' : 'failed');
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={refund.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('refund.title', { number: order.number })}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary">
          {order.refunded > 0
            ? t(giftCard ? 'refund.giftCard.paidPartly' : 'refund.paidPartly', {
                paid: money(Math.round(order.total * 100)),
                left: money(left),
                ...card,
              })
            : t(giftCard ? 'refund.giftCard.paid' : 'refund.paid', {
                paid: money(Math.round(order.total * 100)),
                ...card,
              })}
        </Typography>
        <RadioGroup
          value={whole ? 'whole' : 'part'}
          onChange={(event) => setWhole(event.target.value === 'whole')}
          aria-label={t('refund.howMuch')}
          sx={{ mt: 1.5 }}
        >
          <FormControlLabel
            value="whole"
            control={<Radio />}
            label={t('refund.whole', { amount: money(left) })}
          />
          <FormControlLabel value="part" control={<Radio />} label={t('refund.part')} />
        </RadioGroup>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {!whole && (
            <TextField
              label={t('refund.amount')}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoFocus
              fullWidth
              error={problem !== null}
              helperText={problem ? t(`refund.problems.${problem}`, { left: money(left) }) : ' '}
              slotProps={{
                input: { startAdornment: <InputAdornment position="start">€</InputAdornment> },
                htmlInput: { inputMode: 'decimal' },
              }}
            />
          )}
          <TextField
            label={t('refund.reason')}
            placeholder={t('refund.reasonHint')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            fullWidth
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: ORDER_REASON_MAX_LENGTH } }}
          />
          <Typography variant="body2" color="text.secondary">
            {giftCard ? t('refund.giftCard.where', card) : t('refund.where')}
          </Typography>
          {failure && (
            <Alert severity="error" role="alert">
              {t(`refund.failures.${failure}`)}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={refund.isPending}>
          {t('actions.back')}
        </Button>
        <Button
          variant="contained"
          color="error"
          size="large"
          loading={refund.isPending}
          disabled={!ready}
          onClick={confirm}
        >
          {ready ? t('refund.confirm', { amount: money(cents) }) : t('refund.confirmPlain')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
