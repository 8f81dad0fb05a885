import type { GiftCardDesign } from '@coperto/shared/giftcards/giftcard.constants';
import type { CSSProperties, ReactNode } from 'react';

/**
 * A card's face: the template's uploaded image, or one of the built-in designs drawn in the
 * restaurant's colour (`--gc-brand`, the site's brand when no colour is given). Plain HTML and
 * CSS, so the shop's choices and the card's page (and its print) show the same card.
 */
export function GiftCardVisual({
  design,
  imageUrl,
  color,
  restaurantName,
  title,
  amount,
  size = 'large',
  children,
}: {
  design: GiftCardDesign;
  imageUrl: string | null;
  color?: string | null;
  restaurantName: string;
  title: string;
  /** The value as shown ("50,00 €"), or nothing while none is chosen. */
  amount?: string;
  size?: 'small' | 'large';
  children?: ReactNode;
}) {
  const style = {
    ...(color ? { '--gc-brand': color } : {}),
    ...(imageUrl ? { backgroundImage: `url("${encodeURI(imageUrl)}")` } : {}),
  } as CSSProperties;
  return (
    <div
      className="gc-visual"
      data-design={imageUrl ? 'image' : design}
      data-size={size}
      style={style}
      data-testid="gift-card-visual"
    >
      <span className="gc-visual-restaurant">{restaurantName}</span>
      <span className="gc-visual-title">{title}</span>
      {amount && <span className="gc-visual-amount">{amount}</span>}
      {children}
    </div>
  );
}
