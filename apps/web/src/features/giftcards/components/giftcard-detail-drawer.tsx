import { hasPermission, type Role } from '@coperto/shared/auth/permissions';
import {
  GIFT_CARD_MAX_AMOUNT,
  GIFT_CARD_NOTE_MAX_LENGTH,
  giftCardActions,
} from '@coperto/shared/giftcards/giftcard.constants';
import type { GiftCard } from '@coperto/shared/giftcards/giftcard.schemas';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../shared/stores/ui-store';
import {
  useAdjustGiftCard,
  useExtendGiftCard,
  useGiftCard,
  useResendGiftCard,
} from '../api/giftcards-api';
import { readAmount } from '../lib/amount-input';
import { errorText, fieldErrorsOf, formErrorsOf } from '../lib/giftcard-errors';
import { ledgerNoteText } from '../lib/ledger-notes';
import { type GiftCardText, useGiftCardText } from '../lib/use-giftcard-text';
import { GiftCardStatusChip } from './giftcard-status-chip';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The card's ledger, oldest first: every money move, who made it and the balance after it. */
export function GiftCardLedger({ card, text }: { card: GiftCard; text: GiftCardText }) {
  const { t } = useTranslation('giftcards');
  return (
    <Box
      component="ol"
      aria-label={t('detail.ledger')}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}
    >
      {card.ledger.map((entry) => (
        <Box
          component="li"
          key={entry.id}
          data-ledger-kind={entry.kind}
          sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 1 }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t(`ledger.${entry.kind}`)}
          </Typography>
          <Typography
            variant="body2"
            sx={{
              fontWeight: 700,
              textAlign: 'right',
              whiteSpace: 'nowrap',
              color: entry.amount < 0 ? 'error.main' : 'success.main',
            }}
          >
            {entry.amount > 0 ? '+' : ''}
            {text.money(entry.amount)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {text.stamp(entry.created_at)}
            {' · '}
            {entry.by ? t('detail.by', { name: entry.by }) : t('detail.bySystem')}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'right' }}>
            {t('detail.balanceAfter', { balance: text.money(entry.balance_after) })}
          </Typography>
          {entry.note && (
            <Typography variant="body2" sx={{ gridColumn: '1 / -1', overflowWrap: 'anywhere' }}>
              {ledgerNoteText(entry.note, t, text.day)}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

/** A card's page beside the list: its facts, its ledger and what the role may do to it. */
export function GiftCardDetailDrawer({
  cardId,
  role,
  onClose,
}: {
  cardId: number;
  role: Role;
  onClose(): void;
}) {
  const { t } = useTranslation('giftcards');
  const text = useGiftCardText();
  const card = useGiftCard(cardId);
  const data = card.data;
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 460 } } } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5, gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1, fontFamily: 'monospace' }}>
          {data ? data.code : t('detail.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('detail.close')}>
          <CloseOutlined />
        </IconButton>
      </Stack>
      <Divider />
      <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
        {card.isError && (
          <Alert
            severity="error"
            action={<Button onClick={() => void card.refetch()}>{t('errors.retry')}</Button>}
          >
            {errorText(t, card.error)}
          </Alert>
        )}
        {!data && !card.isError && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={t('detail.title')} />
          </Box>
        )}
        {data && <GiftCardDetail card={data} role={role} text={text} />}
      </Box>
    </Drawer>
  );
}

function GiftCardDetail({ card, role, text }: { card: GiftCard; role: Role; text: GiftCardText }) {
  const { t } = useTranslation('giftcards');
  const actions = giftCardActions(card.status);
  const canAdjust = actions.adjust && hasPermission(role, 'update:giftcards');
  const canExtend = actions.extend && hasPermission(role, 'extend:giftcards');
  const canResend =
    actions.resend && card.email !== null && hasPermission(role, 'update:giftcards');
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <GiftCardStatusChip status={card.status} />
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, ml: 'auto' }}>
          {text.money(card.balance)}
        </Typography>
      </Stack>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        <Fact label={t('detail.amount')}>{text.money(card.amount)}</Fact>
        <Fact label={t('detail.expires')}>{text.day(card.date_expired)}</Fact>
        <Fact label={t('detail.recipient')}>
          {card.customer_name}
          {card.email && (
            <Typography variant="body2" color="text.secondary">
              {card.email}
            </Typography>
          )}
        </Fact>
        <Fact label={t('detail.buyer')}>
          {card.buyer_name || '—'}
          {card.buyer_email && (
            <Typography variant="body2" color="text.secondary">
              {card.buyer_email}
            </Typography>
          )}
        </Fact>
        <Fact label={t('detail.template')}>{card.template_name ?? t('detail.noTemplate')}</Fact>
        <Fact label={t('detail.soldVia')}>{t(`soldVia.${card.sold_via}`)}</Fact>
      </Box>
      {card.message && <Fact label={t('detail.message')}>{card.message}</Fact>}
      {card.email && (
        <Typography variant="body2" color="text.secondary">
          {card.email_sent_at
            ? t('detail.emailSent', { at: text.stamp(card.email_sent_at) })
            : card.delivery_at
              ? t('detail.emailPlanned', { at: text.stamp(card.delivery_at) })
              : t('detail.emailNone')}
        </Typography>
      )}
      {canResend && <ResendButton cardId={card.id} />}
      {canAdjust && <AdjustForm card={card} />}
      {canExtend && <ExtendForm card={card} />}
      <Divider />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t('detail.ledger')}
      </Typography>
      <GiftCardLedger card={card} text={text} />
    </>
  );
}

function ResendButton({ cardId }: { cardId: number }) {
  const { t } = useTranslation('giftcards');
  const resend = useResendGiftCard();
  const showAlert = useUiStore((state) => state.showAlert);
  return (
    <Box>
      <Button
        variant="outlined"
        disabled={resend.isPending}
        onClick={() =>
          resend.mutate(cardId, {
            onSuccess: () => showAlert(t('detail.resent'), 'success'),
            onError: (error) => showAlert(errorText(t, error), 'error'),
          })
        }
      >
        {t('detail.resend')}
      </Button>
    </Box>
  );
}

/** A manager corrects the balance up or down, with a reason the ledger keeps. */
function AdjustForm({ card }: { card: GiftCard }) {
  const { t } = useTranslation('giftcards');
  const adjust = useAdjustGiftCard();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const read = readAmount(amount, { signed: true });
    const next: Record<string, string> = {};
    if ('error' in read) next.amount = t(`form.amount.${read.error}`);
    else if (Math.abs(read.euros) > GIFT_CARD_MAX_AMOUNT)
      next.amount = t('form.amount.tooHigh', { max: GIFT_CARD_MAX_AMOUNT });
    else if (card.balance + read.euros < 0)
      next.amount = t('refusals.giftcard_insufficient_balance');
    if (reason.trim().length < 3) next.reason = t('form.reasonRequired');
    setErrors(next);
    if (Object.keys(next).length > 0 || 'error' in read) return;
    adjust.mutate(
      { id: card.id, body: { amount: read.euros, reason: reason.trim() } },
      {
        onSuccess: () => {
          setAmount('');
          setReason('');
        },
        onError: (error) => setErrors(formErrorsOf(t, error)),
      },
    );
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('detail.adjust')}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '130px 1fr' } }}
    >
      <Typography variant="subtitle2" component="h3" sx={{ gridColumn: '1 / -1' }}>
        {t('detail.adjust')}
      </Typography>
      <TextField
        size="small"
        label={t('detail.adjustAmount')}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={Boolean(errors.amount)}
        helperText={errors.amount ?? t('detail.adjustHint')}
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 12 } }}
      />
      <TextField
        size="small"
        label={t('detail.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={Boolean(errors.reason)}
        helperText={errors.reason}
        slotProps={{ htmlInput: { maxLength: GIFT_CARD_NOTE_MAX_LENGTH } }}
      />
      {errors._ && <Alert severity="error">{errors._}</Alert>}
      <Button
        type="submit"
        variant="outlined"
        disabled={adjust.isPending}
        sx={{ justifySelf: 'start', gridColumn: '1 / -1' }}
      >
        {t('detail.adjustSave')}
      </Button>
    </Box>
  );
}

/** The owner moves the last day later; an expired card's balance comes back. */
function ExtendForm({ card }: { card: GiftCard }) {
  const { t } = useTranslation('giftcards');
  const extend = useExtendGiftCard();
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return setError(t('form.dateRequired'));
    if (date <= card.date_expired) return setError(t('detail.extendLater'));
    setError(null);
    extend.mutate(
      { id: card.id, date_expired: date },
      {
        onSuccess: () => setDate(''),
        onError: (failure) =>
          setError(fieldErrorsOf(t, failure).date_expired ?? errorText(t, failure)),
      },
    );
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('detail.extend')}
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <TextField
        size="small"
        type="date"
        label={t('detail.extendTo')}
        value={date}
        onChange={(event) => setDate(event.target.value)}
        error={error !== null}
        helperText={error}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: card.date_expired } }}
      />
      <Button type="submit" variant="outlined" disabled={extend.isPending}>
        {t('detail.extend')}
      </Button>
    </Box>
  );
}
