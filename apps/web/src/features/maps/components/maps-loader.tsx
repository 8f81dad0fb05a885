import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasConsent } from '../../../shared/lib/has-consent';
import { readRuntimeConfig } from '../../../shared/lib/runtime-config';
import { useCookieConsentStore } from '../../../shared/stores/cookie-consent-store';
import { useUiStore } from '../../../shared/stores/ui-store';
import { Spinner } from '../../../shared/ui/page-spinner';
import './maps-loader.css';

type ScriptStatus = 'loading' | 'loaded' | 'failed';

export const MAP_HEIGHT = 320;

/** The box a map takes, so the page does not jump when the map arrives. */
function MapArea({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <div className="maps-area" data-testid={testId} style={{ blockSize: MAP_HEIGHT }}>
      {children}
    </div>
  );
}

/**
 * Renders `children` (which may use `google.maps`) once the Maps JavaScript API has loaded; until
 * then a loading indicator takes their place (spec §2, §4). Without a key (GOOGLE_MAPS_BROWSER_KEY)
 * nothing is requested and nothing shows: the caller shows the address and a link instead. Google
 * Maps is a third party, so it also waits for the functional cookies' consent, which the visitor
 * can give right here.
 */
export function MapsLoader({ children }: { children: ReactNode }) {
  const { t } = useTranslation('maps');
  const key = readRuntimeConfig().mapsBrowserKey;
  const consented = useHasConsent('functional');
  const allowCategory = useCookieConsentStore((s) => s.allowCategory);
  const showAlert = useUiStore((s) => s.showAlert);
  const [status, setStatus] = useState<ScriptStatus>('loading');
  const wanted = Boolean(key) && consented;

  useEffect(() => {
    if (!wanted || !key) return;
    let current = true;
    import('../../../shared/lib/google-maps-script')
      .then(({ loadGoogleMaps }) => loadGoogleMaps(key))
      .then(
        () => current && setStatus('loaded'),
        (error: unknown) => {
          if (!current) return;
          console.error('Google Maps failed to load', error);
          // Spec §8: the alert, and the indicator stays.
          setStatus('failed');
          showAlert(t('scriptError'), 'error');
        },
      );
    return () => {
      current = false;
    };
  }, [wanted, key, showAlert, t]);

  if (!key) return null;
  if (!consented) {
    return (
      <MapArea testId="maps-consent">
        <div>
          <p className="maps-consent-text">{t('consent.text')}</p>
          <button
            type="button"
            className="maps-consent-button"
            onClick={() => allowCategory('functional')}
          >
            {t('consent.show')}
          </button>
        </div>
      </MapArea>
    );
  }
  if (status !== 'loaded') {
    return (
      <MapArea testId="maps-loading">
        <Spinner label={t('loading')} />
      </MapArea>
    );
  }
  return <>{children}</>;
}
