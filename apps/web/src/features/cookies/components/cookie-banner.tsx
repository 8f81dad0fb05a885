import {
  COOKIE_BANNER_FIRST_PAINT_ID,
  cookieBannerColorsOf,
} from '@coperto/shared/site/cookie-banner';
import { type CSSProperties, useContext, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCookieConsentStore } from '../../../shared/stores/cookie-consent-store';
import { useUiStore } from '../../../shared/stores/ui-store';
import { colorsOf, ThemeSpecContext } from '../../../shared/ui/theme-spec';
import './cookie-banner.css';

/**
 * The first-visit cookie banner (spec §2): accept all, essentials only, or customize. Not modal:
 * the page stays usable, but nothing optional loads until a choice is made. Refusing is as easy
 * and as visible as accepting.
 *
 * Plain elements styled by cookie-banner.css, not MUI's: the server draws the same banner in the
 * page before any script runs (decision 016), and this one, drawn on top of it, takes its place.
 */
export function CookieBanner() {
  const { t } = useTranslation('cookies');
  const primaryColor = colorsOf(useContext(ThemeSpecContext)).primary_color;
  const setOverlay = useUiStore((s) => s.setOverlay);
  const acceptAll = useCookieConsentStore((s) => s.acceptAll);
  const acceptEssentialsOnly = useCookieConsentStore((s) => s.acceptEssentialsOnly);
  const choose = (save: () => void) => () => {
    save();
    setOverlay('cookie', false);
  };
  const customize = () => {
    setOverlay('cookie', false);
    setOverlay('advancedCookie', true);
  };

  // Before the browser paints this banner: the server's copy underneath is no longer needed.
  useLayoutEffect(() => {
    document.getElementById(COOKIE_BANNER_FIRST_PAINT_ID)?.remove();
  }, []);

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby="cookie-banner-title"
      aria-describedby="cookie-banner-text"
      data-testid="cookie-banner"
      className="cookie-banner"
      style={cookieBannerColorsOf(primaryColor) as CSSProperties}
    >
      <h2 id="cookie-banner-title" className="cookie-banner-title">
        {t('banner.title')}
      </h2>
      <p id="cookie-banner-text" className="cookie-banner-text">
        {t('banner.text')}
      </p>
      <div className="cookie-banner-actions">
        <button type="button" className="cookie-banner-button" onClick={customize}>
          {t('banner.customize')}
        </button>
        <button
          type="button"
          className="cookie-banner-button cookie-banner-button-filled"
          onClick={choose(acceptEssentialsOnly)}
        >
          {t('banner.essentialsOnly')}
        </button>
        <button
          type="button"
          className="cookie-banner-button cookie-banner-button-filled"
          onClick={choose(acceptAll)}
        >
          {t('banner.acceptAll')}
        </button>
      </div>
    </div>
  );
}
