import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import './page-spinner.css';

/**
 * A turning arc in the text's colour, drawn as index.html's boot spinner is, so the one that shows
 * before the app starts and the ones after look the same. Plain SVG: no MUI in the first load.
 */
export function Spinner({ label }: { label?: string }) {
  return (
    <svg className="spinner" viewBox="22 22 44 44" role="progressbar" aria-label={label}>
      <circle
        cx="44"
        cy="44"
        r="20.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="3.6"
        strokeDasharray="80 200"
      />
    </svg>
  );
}

/** While a screen loads: a spinner centred in a box the height of the viewport (spec §2). */
export function PageSpinner() {
  // It is also the fallback while the strings load, so it must not wait for them.
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <div className="page-spinner" role="status" aria-live="polite" data-testid="page-spinner">
      <Spinner label={ready ? t('loading') : undefined} />
    </div>
  );
}

/** A lazily loaded screen: the spinner shows until its code (and its strings) have arrived. */
export function LazyScreen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}
