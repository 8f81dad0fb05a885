import { TRIAL_LOGIN_PROMPT_DELAY_MS } from '@coperto/shared/common/constants';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDemoLogin } from '../../features/auth/api/demo-login';
import { useTrialRestaurant } from '../../features/restaurants/api/get-trial-restaurant';
import { useCurrentRestaurantStore } from '../../features/restaurants/stores/current-restaurant-store';
import { useSessionStore } from '../../shared/session/session-store';
import { useCookieConsentStore } from '../../shared/stores/cookie-consent-store';
import { useUiStore } from '../../shared/stores/ui-store';
import { DEMO_RESTAURANTS, hostLabel, siteUrl } from '../demo-restaurants';
import './marketing-home-page.css';

/** What works today, then what is coming: nothing is offered as included before it works. */
const INCLUDED_KEYS = [
  'site',
  'menu',
  'orders',
  'bookings',
  'suppliers',
  'staff',
  'gallery',
  'team',
] as const;
const COMING_KEYS = ['invoices'] as const;

/**
 * The trial host (spec §1, §4): over a background image, and when nobody is signed in after 1 s the
 * login opens in fixed mode and the current restaurant is reset. Leaving the page undoes both.
 * The second counts from the visitor's cookie choice: a fixed dialog would hide the cookie banner
 * from use and from screen readers, and consent comes first.
 */
function useTrialLoginPrompt() {
  const consentAnswered = useCookieConsentStore((s) => s.settings.hasOptedIn);
  useEffect(() => {
    const ui = useUiStore.getState();
    ui.setChrome({ transparentAppBar: true });
    return () => ui.setChrome({ transparentAppBar: false });
  }, []);
  useEffect(() => {
    if (!consentAnswered) return;
    const ui = useUiStore.getState();
    let prompted = false;
    const timer = window.setTimeout(() => {
      if (useSessionStore.getState().currentUser) return;
      prompted = true;
      useCurrentRestaurantStore.getState().resetCurrentRestaurant();
      ui.setChrome({ loginFixed: true });
      ui.setOverlay('login', true);
    }, TRIAL_LOGIN_PROMPT_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      if (prompted && useUiStore.getState().loginFixed) {
        ui.setChrome({ loginFixed: false });
        ui.setOverlay('login', false);
      }
    };
  }, [consentAnswered]);
}

export function MarketingHomePage() {
  const { t } = useTranslation('marketing');
  const trial = useTrialRestaurant();
  const loginFixed = useUiStore((s) => s.loginFixed);
  const openLogin = useUiStore((s) => s.setOverlay);
  const signedIn = useSessionStore((s) => Boolean(s.currentUser));
  const navigate = useNavigate();
  const demoLogin = useDemoLogin().data;
  useTrialLoginPrompt();
  // A signed-in user is already in: the demo is their dashboard, not a second login.
  const tryDemo = () => (signedIn ? navigate('/dashboard') : openLogin('login', true));

  useEffect(() => {
    document.title = t('home.documentTitle');
  }, [t]);

  const background = trial.data?.image_url ?? '/images/trial-background.svg';

  return (
    <div className="marketing-home" data-login-fixed={loginFixed || undefined}>
      <section
        className="trial-hero"
        style={{
          backgroundImage: `linear-gradient(rgb(6 34 25 / 0.86), rgb(6 34 25 / 0.74)), url("${background}")`,
        }}
        aria-labelledby="hero-title"
        data-testid="trial-hero"
      >
        <div className="marketing-container trial-hero-inner">
          <div>
            <p className="eyebrow">{t('home.eyebrow')}</p>
            <h1 id="hero-title">{t('home.title')}</h1>
            <p className="lead">{t('home.lead')}</p>
            <div className="hero-actions">
              <button type="button" className="button" onClick={tryDemo}>
                {t('home.tryDemo')}
              </button>
              <Link className="button button-ghost" to="sign-up">
                {t('home.signUp')}
              </Link>
            </div>
            {trial.data && (
              <p className="trial-note">{t('home.trialRestaurant', { name: trial.data.name })}</p>
            )}
          </div>
          <div className="hero-features">
            <ul aria-label={t('home.featuresLabel')}>
              {INCLUDED_KEYS.map((key) => (
                <li key={key}>{t(`home.features.${key}`)}</li>
              ))}
            </ul>
            <p className="hero-coming-title">{t('home.comingLabel')}</p>
            <ul aria-label={t('home.comingLabel')} className="hero-coming">
              {COMING_KEYS.map((key) => (
                <li key={key}>{t(`home.features.${key}`)}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="marketing-container demo-section" aria-labelledby="demo-title">
        <h2 id="demo-title">{t('demo.title')}</h2>
        <p className="section-intro">{t('demo.intro')}</p>
        <ul className="demo-grid">
          {DEMO_RESTAURANTS.map((restaurant) => (
            <li key={restaurant.hostname} className="demo-card">
              <h3>
                <a href={siteUrl(restaurant.hostname)}>{restaurant.name}</a>
              </h3>
              <p className="demo-place">{restaurant.place}</p>
              <p>{t(`demo.restaurants.${restaurant.key}`)}</p>
              <p className="demo-host" aria-hidden="true">
                {hostLabel(restaurant.hostname)} →
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className="marketing-container info-grid" aria-label={t('demo.accessLabel')}>
        {demoLogin && (
          <div className="info-card">
            <h2>{t('demo.loginTitle')}</h2>
            <p>{t('demo.loginIntro')}</p>
            <dl className="credentials">
              <div>
                <dt>{t('demo.email')}</dt>
                <dd>
                  <code>{demoLogin.email}</code>
                </dd>
              </div>
              <div>
                <dt>{t('demo.password')}</dt>
                <dd>
                  <code>{demoLogin.password}</code>
                </dd>
              </div>
            </dl>
          </div>
        )}
        <div className="info-card">
          <h2>{t('demo.apiTitle')}</h2>
          <p>{t('demo.apiText')}</p>
          <a className="button" href="/api/docs">
            {t('demo.apiOpen')}
          </a>
        </div>
      </section>
    </div>
  );
}
