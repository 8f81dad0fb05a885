import { readableShadeOn } from '@coperto/shared/common/color-contrast';
import type { Restaurant, ThemeColors } from '@coperto/shared/restaurants/restaurant.schemas';
import { type CSSProperties, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuroCents } from '../../../shared/lib/format-money';
import { loadWebFont } from '../../../shared/lib/web-font';
// Pure pieces of the public site (no shell): the preview wears exactly the site's colour rules.
import { DefaultLogo } from '../../../shared/site-look/restaurant-logo';
import { siteStyleOf } from '../../../shared/site-look/site-style';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import './site-preview.css';

export type PreviewDevice = 'desktop' | 'phone';

/** The page width each device is drawn at, then scaled down to the box. */
const PAGE_WIDTH: Record<PreviewDevice, number> = { desktop: 1200, phone: 390 };
/** A phone is shown no wider than this, however wide the box. */
const PHONE_SHOWN_WIDTH = 300;

const SAMPLE_DISHES = [
  { key: 'bruschetta', cents: 700 },
  { key: 'tagliere', cents: 1600 },
  { key: 'fiori', cents: 900, soldOut: true },
] as const;

/** The scale that fits a page `pageWidth` wide in the element, and the page's scaled height. */
function useFitToWidth(pageWidth: number, maxShownWidth: number) {
  const box = useRef<HTMLDivElement>(null);
  const page = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState({ scale: 0.4, height: 0 });
  useLayoutEffect(() => {
    const measure = () => {
      const width = Math.min(box.current?.clientWidth ?? 0, maxShownWidth);
      if (!width || !page.current) return;
      const scale = width / pageWidth;
      setFit({ scale, height: page.current.offsetHeight * scale });
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    if (box.current) observer.observe(box.current);
    if (page.current) observer.observe(page.current);
    return () => observer.disconnect();
  }, [pageWidth, maxShownWidth]);
  return { box, page, ...fit };
}

/**
 * A miniature of the restaurant's home page as visitors will see it with these colours and this
 * font (not yet saved): the bar, the cover and a menu card. Built from the public site's own colour
 * rules, so what reads here reads there; the site itself stays out of the dashboard's code.
 */
export function SitePreview({
  restaurant,
  theme,
  font,
  device,
}: {
  restaurant: Pick<
    Restaurant,
    'name' | 'logo_url' | 'image_url' | 'cuisines' | 'address' | 'language' | 'features'
  >;
  theme: ThemeColors;
  font: string;
  device: PreviewDevice;
}) {
  const { t, i18n } = useTranslation('restaurant-settings');
  const { t: tSite } = useTranslation('public');
  const language = restaurant.language[0] ?? 'it';
  const maxShown = device === 'phone' ? PHONE_SHOWN_WIDTH : Number.POSITIVE_INFINITY;
  const { box, page, scale, height } = useFitToWidth(PAGE_WIDTH[device], maxShown);

  useEffect(() => {
    void loadWebFont(font);
  }, [font]);

  const style = {
    ...siteStyleOf({ theme, font }),
    // Error texts: the public theme's readable shade of the restaurant's red.
    '--preview-alert': readableShadeOn(['#ffffff', theme.background_color], theme.red_color),
    width: PAGE_WIDTH[device],
    transform: `scale(${scale})`,
  } as CSSProperties;
  const eyebrow = [...restaurant.cuisines, restaurant.address.city].filter(Boolean).join(' · ');
  const image = restaurant.image_url;
  const logo = (size: number) =>
    restaurant.logo_url ? (
      <ResponsiveImage
        src={restaurant.logo_url}
        alt=""
        sizes={`${size * 2}px`}
        style={{ height: size, width: 'auto', maxWidth: size * 2.5 }}
      />
    ) : (
      <DefaultLogo name={restaurant.name} size={size} tone="paper" />
    );

  return (
    <div
      ref={box}
      className="site-preview-box"
      data-device={device}
      style={{ height: height || undefined }}
    >
      <div
        ref={page}
        className="site-preview"
        data-testid="site-preview"
        data-font={font}
        style={style}
        aria-hidden="true"
        inert
      >
        <header className="site-preview-header">
          <span className="site-preview-brand">
            {logo(40)}
            <span className="site-preview-brand-name">{restaurant.name}</span>
          </span>
          {device === 'desktop' && (
            <nav className="site-preview-nav">
              <span data-current="true">{tSite('nav.home')}</span>
              <span>{tSite('nav.menu')}</span>
              <span>{tSite('nav.gallery')}</span>
              <span>{tSite('nav.contact')}</span>
            </nav>
          )}
          <span className="site-preview-language">{language.toUpperCase()}</span>
        </header>

        <section className="site-preview-hero" data-image={Boolean(image)}>
          {image && (
            <ResponsiveImage className="site-preview-hero-image" src={image} alt="" sizes="600px" />
          )}
          <div className="site-preview-hero-content">
            {logo(image ? 72 : 96)}
            {eyebrow && <p className="site-preview-eyebrow">{eyebrow}</p>}
            <p className="site-preview-name">{restaurant.name}</p>
            <span className="site-preview-rule" />
            <span className="site-preview-actions">
              <span className="site-preview-button" data-variant="solid">
                {tSite('actions.menu')}
              </span>
              {restaurant.features.includes('bookings') && (
                <span className="site-preview-button">{tSite('actions.book')}</span>
              )}
              {restaurant.features.includes('ordering') && (
                <span className="site-preview-button">{tSite('actions.order')}</span>
              )}
            </span>
          </div>
        </section>

        <section className="site-preview-menu">
          <div className="site-preview-card">
            <p className="site-preview-card-title">{t('preview.menuTitle')}</p>
            <p className="site-preview-ornament">
              <span />
            </p>
            <p className="site-preview-section-title">
              <span>{t('preview.sectionTitle')}</span>
            </p>
            <ul className="site-preview-dishes">
              {SAMPLE_DISHES.map((dish) => (
                <li key={dish.key}>
                  <div className="site-preview-dish-head">
                    <span className="site-preview-dish-name">
                      {t(`preview.dishes.${dish.key}.name`)}
                      {'soldOut' in dish && (
                        <span className="site-preview-sold-out">{t('preview.soldOut')}</span>
                      )}
                    </span>
                    <span className="site-preview-leader" />
                    <span className="site-preview-price">
                      {formatEuroCents(dish.cents, i18n.language)}
                    </span>
                  </div>
                  <p className="site-preview-dish-description">
                    {t(`preview.dishes.${dish.key}.description`)}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </div>
    </div>
  );
}
