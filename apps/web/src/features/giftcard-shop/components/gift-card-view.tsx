import type { PublicGiftCard } from '@coperto/shared/giftcards/giftcard.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../shared/lib/api-client';
import { formatCalendarDate } from '../../../shared/lib/dates';
import { formatEuros } from '../../../shared/lib/format-money';
import { Spinner } from '../../../shared/ui/page-spinner';
import { usePublicGiftCard } from '../api/giftcard-shop-api';
import { GiftCardVisual } from './gift-card-visual';
import './giftcard-shop.css';

/** Error correction M: the counter's camera still reads a creased or smudged print. */
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 1, type: 'svg' } as const;

/** The code's QR as an image URL (`qrcode` loads with this page only); '' until drawn. */
function useQrImage(code: string | null): string {
  const [url, setUrl] = useState('');
  useEffect(() => {
    if (!code) return;
    let live = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toString(code, QR_OPTIONS))
      .then((svg) => {
        if (live) setUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      });
    return () => {
      live = false;
    };
  }, [code]);
  return url;
}

function GiftCardDetails({ card, justPaid }: { card: PublicGiftCard; justPaid: boolean }) {
  const { t, i18n } = useTranslation('giftcard-shop');
  const language = i18n.language;
  const qr = useQrImage(card.code);
  const expiry = formatCalendarDate(card.date_expired, language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return (
    <article data-testid="gift-card" data-status={card.status}>
      {justPaid && (
        <Alert
          severity="success"
          sx={{ mb: 2 }}
          className="gc-no-print"
          data-testid="gift-card-thanks"
        >
          {t('card.thanks', { name: card.customer_name })}
        </Alert>
      )}
      <Typography
        component="h1"
        variant="h5"
        sx={{ fontFamily: 'var(--display-font, inherit)', fontWeight: 700, mb: 2 }}
      >
        {t('card.title')}
      </Typography>
      <GiftCardVisual
        design={card.design_key}
        imageUrl={card.image_url}
        color={card.restaurant.primary_color}
        restaurantName={card.restaurant.name}
        title={card.title || t('card.title')}
        amount={formatEuros(card.amount, language)}
      />
      <Typography sx={{ mt: 2, fontWeight: 600 }} data-testid="gift-card-for">
        {t('card.for', { name: card.customer_name })}
        {card.buyer_name && ` · ${t('card.from', { name: card.buyer_name })}`}
      </Typography>
      {card.message && (
        <blockquote className="gc-card-message" data-testid="gift-card-message">
          {card.message}
        </blockquote>
      )}
      <dl className="gc-card-facts">
        <div>
          <dt>{t('card.amount')}</dt>
          <dd>{formatEuros(card.amount, language)}</dd>
        </div>
        <div>
          <dt>{t('card.balance')}</dt>
          <dd data-testid="gift-card-balance">{formatEuros(card.balance, language)}</dd>
        </div>
        <div>
          <dt>{t('card.state')}</dt>
          <dd data-testid="gift-card-status">{t(`card.status.${card.status}`)}</dd>
        </div>
        <div>
          <dt>{t('card.expiry')}</dt>
          <dd data-testid="gift-card-expiry">{expiry}</dd>
        </div>
      </dl>
      {card.code && (
        <div className="gc-card-code">
          {qr && (
            <img
              className="gc-card-qr"
              src={qr}
              alt={t('card.qr', { code: card.code })}
              data-testid="gift-card-qr"
            />
          )}
          <div>
            <Typography variant="body2" color="text.secondary">
              {t('card.code')}
            </Typography>
            <p className="gc-card-code-text" data-testid="gift-card-code">
              {card.code}
            </p>
            <Typography variant="body2">{t('card.howTo')}</Typography>
          </div>
        </div>
      )}
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('card.at', { name: card.restaurant.name })}
      </Typography>
      {card.terms && (
        <>
          <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700 }}>
            {t('shop.terms')}
          </Typography>
          <p className="gc-card-terms">{card.terms}</p>
        </>
      )}
      <Box className="gc-no-print" sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {card.code && (
          <Button
            variant="contained"
            href={`/api/public/giftcards/${encodeURIComponent(card.unique_id)}/pdf`}
            target="_blank"
            rel="noopener"
            data-testid="gift-card-pdf"
          >
            {t('card.pdf')}
          </Button>
        )}
        <Button variant="outlined" color="inherit" onClick={() => window.print()}>
          {t('card.print')}
        </Button>
      </Box>
    </article>
  );
}

/**
 * A gift card's page by its link id (the card's email links here, and Stripe sends the buyer
 * back here): the card, or, while its payment waits for Stripe's verified notice, a wait that
 * reads the card again until it is issued. An unknown or cancelled card is a plain 404.
 */
export function GiftCardView({
  uniqueId,
  onLoaded,
}: {
  uniqueId: string;
  /** The card once read (the page titles itself with the restaurant's name). */
  onLoaded?(card: PublicGiftCard): void;
}) {
  const { t } = useTranslation('giftcard-shop');
  const card = usePublicGiftCard(uniqueId);
  const sawPending = useRef(false);
  if (card.data?.status === 'pending') sawPending.current = true;

  useEffect(() => {
    if (card.data) onLoaded?.(card.data);
  }, [card.data, onLoaded]);

  if (card.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <Spinner label={t('shop.loading')} />
      </Box>
    );
  }
  if (card.isError) {
    const status = card.error instanceof ApiRequestError ? card.error.status : 0;
    // A 404 (or a link that is no card's, 400) is said plainly; a failure offers to try again.
    if (status === 404 || status === 400) {
      return (
        <Box data-testid="gift-card-not-found">
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
            {t('card.notFoundTitle')}
          </Typography>
          <Typography>{t('card.notFound')}</Typography>
        </Box>
      );
    }
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void card.refetch()}>
            {t('card.retry')}
          </Button>
        }
      >
        {t('card.loadError')}
      </Alert>
    );
  }
  if (card.data.status === 'pending') {
    return (
      <Box data-testid="gift-card-waiting" role="status">
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
          {t('card.waitingTitle')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t('card.waiting')}</Typography>
        <Spinner label={t('card.status.pending')} />
      </Box>
    );
  }
  return <GiftCardDetails card={card.data} justPaid={sawPending.current} />;
}
