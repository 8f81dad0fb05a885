import {
  GIFT_CARD_CODE_LENGTH,
  GIFT_CARD_NOTE_MAX_LENGTH,
} from '@coperto/shared/giftcards/giftcard.constants';
import type { GiftCard } from '@coperto/shared/giftcards/giftcard.schemas';
import { formatShortCode, isValidShortCode } from '@coperto/shared/giftcards/giftcard-code';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createAttemptKeys } from '../../../shared/lib/attempt-keys';
import { useSignedInUser } from '../../../shared/session/use-signed-in-user';
import { SectionMessage } from '../../../shared/ui/section-message';
import { lookUpGiftCard, useRedeemGiftCard } from '../api/giftcards-api';
import { CodeScanner } from '../components/code-scanner';
import { GiftCardStatusChip } from '../components/giftcard-status-chip';
import { readAmount } from '../lib/amount-input';
import { errorText, formErrorsOf } from '../lib/giftcard-errors';
import { type GiftCardText, useGiftCardText } from '../lib/use-giftcard-text';

/** /dashboard/gift-cards/redeem: the counter types or scans a code and takes an amount off it. */
export function RedeemGiftCardPage() {
  const user = useSignedInUser();
  if (!user?.restaurant) return <SectionMessage kind="notFound" />;
  return <RedeemGiftCard restaurantId={user.restaurant.id} />;
}

type Step =
  | { kind: 'code' }
  | { kind: 'card'; card: GiftCard }
  | { kind: 'done'; card: GiftCard; taken: number };

export function RedeemGiftCard({ restaurantId }: { restaurantId: number }) {
  const { t } = useTranslation('giftcards');
  const text = useGiftCardText();
  const [step, setStep] = useState<Step>({ kind: 'code' });
  return (
    <Box sx={{ maxWidth: 560 }}>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 700, mb: 1, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
      >
        {t('redeem.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('redeem.description')}
      </Typography>
      {step.kind === 'code' && <CodeStep onCard={(card) => setStep({ kind: 'card', card })} />}
      {step.kind === 'card' && (
        <AmountStep
          card={step.card}
          restaurantId={restaurantId}
          text={text}
          onDone={(card, taken) => setStep({ kind: 'done', card, taken })}
          onBack={() => setStep({ kind: 'code' })}
        />
      )}
      {step.kind === 'done' && (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} role="status">
          <CheckCircleOutlined color="success" sx={{ fontSize: 56 }} />
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, mt: 1 }}>
            {t('redeem.done', { amount: text.money(step.taken) })}
          </Typography>
          <Typography sx={{ mt: 1 }}>
            {t('redeem.left', { balance: text.money(step.card.balance) })}
          </Typography>
          <Button variant="contained" sx={{ mt: 3 }} onClick={() => setStep({ kind: 'code' })}>
            {t('redeem.another')}
          </Button>
        </Paper>
      )}
    </Box>
  );
}

/** The code typed (any case, with or without dashes) or scanned, checked here then looked up. */
function CodeStep({ onCard }: { onCard(card: GiftCard): void }) {
  const { t } = useTranslation('giftcards');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const look = useCallback(
    async (typed: string) => {
      if (!isValidShortCode(typed, GIFT_CARD_CODE_LENGTH)) {
        setError(t(typed.trim() === '' ? 'redeem.codeMissing' : 'redeem.codeInvalid'));
        return;
      }
      setError(null);
      setBusy(true);
      try {
        onCard(await lookUpGiftCard(formatShortCode(typed)));
      } catch (failure) {
        setError(errorText(t, failure));
      } finally {
        setBusy(false);
      }
    },
    [onCard, t],
  );
  const scanned = useCallback(
    (found: string) => {
      setCode(found);
      void look(found);
    },
    [look],
  );
  return (
    <Stack spacing={2}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void look(code);
        }}
        sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          label={t('redeem.code')}
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          error={error !== null}
          helperText={error ?? t('redeem.codeHint')}
          autoComplete="off"
          autoFocus
          slotProps={{
            htmlInput: {
              maxLength: 20,
              autoCapitalize: 'characters',
              spellCheck: false,
              style: { fontFamily: 'monospace', letterSpacing: 2, fontSize: 20 },
            },
          }}
          sx={{ flex: '1 1 240px' }}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ mt: 0.5 }}>
          {t('redeem.lookUp')}
        </Button>
      </Box>
      <CodeScanner onCode={scanned} />
    </Stack>
  );
}

/** The card found: its balance and last day; an amount up to the balance is taken. */
function AmountStep({
  card,
  restaurantId,
  text,
  onDone,
  onBack,
}: {
  card: GiftCard;
  restaurantId: number;
  text: GiftCardText;
  onDone(card: GiftCard, taken: number): void;
  onBack(): void;
}) {
  const { t } = useTranslation('giftcards');
  const redeem = useRedeemGiftCard();
  const keys = useMemo(() => createAttemptKeys(`redeem-${card.id}`), [card.id]);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const usable = card.status === 'active' && card.accepted_restaurant_ids.includes(restaurantId);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const read = readAmount(amount);
    if ('error' in read) return setErrors({ amount: t(`form.amount.${read.error}`) });
    if (read.euros > card.balance)
      return setErrors({
        amount: t('redeem.aboveBalance', { balance: text.money(card.balance) }),
      });
    setErrors({});
    const body = { amount: read.euros, restaurant_id: restaurantId, note: note.trim() };
    redeem.mutate(
      { id: card.id, body, key: keys.keyFor(body) },
      {
        onSuccess: (after) => onDone(after, read.euros),
        onError: (error) => {
          const worded = formErrorsOf(t, error);
          setErrors(
            worded.amount || worded.note ? worded : { _: Object.values(worded).join(' · ') },
          );
        },
      },
    );
  };

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }} aria-label={t('redeem.cardFound')}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontFamily: 'monospace', fontWeight: 700, fontSize: 18 }}>
            {card.code}
          </Typography>
          <GiftCardStatusChip status={card.status} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {card.customer_name}
          {card.template_name ? ` · ${card.template_name}` : ''}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, mt: 2 }}>
          <Box>
            <Typography variant="caption" color="text.secondary" component="p">
              {t('detail.balance')}
            </Typography>
            <Typography
              variant="h4"
              component="p"
              sx={{ fontWeight: 700 }}
              data-testid="redeem-balance"
            >
              {text.money(card.balance)}
            </Typography>
          </Box>
          <Box>
            <Typography variant="caption" color="text.secondary" component="p">
              {t('detail.expires')}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>{text.day(card.date_expired)}</Typography>
          </Box>
        </Box>
      </Paper>
      {!usable && (
        <Alert severity="warning" role="alert">
          {card.status !== 'active'
            ? t(`redeem.notUsable.${card.status}`)
            : t('refusals.giftcard_not_accepted_here')}
        </Alert>
      )}
      {usable && (
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          <Box>
            <TextField
              label={t('redeem.amount')}
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
                setErrors({});
              }}
              error={Boolean(errors.amount)}
              helperText={
                errors.amount ?? t('redeem.amountHint', { balance: text.money(card.balance) })
              }
              autoFocus
              fullWidth
              slotProps={{
                htmlInput: { inputMode: 'decimal', maxLength: 12, style: { fontSize: 20 } },
                input: { endAdornment: <span aria-hidden>€</span> },
              }}
            />
            <Chip
              label={t('redeem.all', { balance: text.money(card.balance) })}
              onClick={() => setAmount(card.balance.toFixed(2))}
              variant="outlined"
              sx={{ mt: 1 }}
            />
          </Box>
          <TextField
            label={t('redeem.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={Boolean(errors.note)}
            helperText={errors.note ?? t('redeem.noteHint')}
            slotProps={{ htmlInput: { maxLength: GIFT_CARD_NOTE_MAX_LENGTH } }}
          />
          {errors._ && (
            <Alert severity="error" role="alert">
              {errors._}
            </Alert>
          )}
          <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" size="large" disabled={redeem.isPending}>
              {t('redeem.submit')}
            </Button>
            <Button onClick={onBack} color="inherit" size="large">
              {t('redeem.back')}
            </Button>
          </Stack>
        </Box>
      )}
      {!usable && (
        <Button onClick={onBack} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
          {t('redeem.back')}
        </Button>
      )}
    </Stack>
  );
}
